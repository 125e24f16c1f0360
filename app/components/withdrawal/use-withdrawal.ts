import { useState } from 'react';
import { applicationWithdrawAnswer } from '../../../domain/application-withdrawal.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ApiError, apiRequest, failureMessage } from '../../api-client.ts';
import { useFocusRequest } from '../forms/use-checked-form.ts';

// Decision 017: the page only explains; the button sends the one request that deletes. A refusal
// the server gives for the link itself (400 not valid, 410 expired or already used) is final, so
// the button goes; any other failure (offline, a fault) leaves it for another try.

/** gone: nothing left to withdraw; refused: this link will not work; retry: try again later. */
export type WithdrawalFailure = 'gone' | 'refused' | 'retry';

export type WithdrawalState =
  | { status: 'idle' | 'sending' }
  | { status: 'withdrawn'; message: string }
  | { status: 'failed'; message: string; failure: WithdrawalFailure };

function failureOf(error: unknown): WithdrawalFailure {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 410)) return 'retry';
  return error.message === MESSAGES.withdrawal.gone ? 'gone' : 'refused';
}

export function useWithdrawal(token: string) {
  const [state, setState] = useState<WithdrawalState>({ status: 'idle' });
  const [outcomeRef, announce] = useFocusRequest<HTMLDivElement>();

  async function withdraw() {
    if (state.status === 'sending') return;
    setState({ status: 'sending' });
    try {
      const answer = await apiRequest('/applications/withdraw', applicationWithdrawAnswer, {
        json: { token },
      });
      setState({ status: 'withdrawn', message: answer.message });
    } catch (error) {
      setState({
        status: 'failed',
        message: failureMessage(error, MESSAGES.withdrawal.failed),
        failure: failureOf(error),
      });
    }
    announce();
  }

  return { state, withdraw, outcomeRef };
}
