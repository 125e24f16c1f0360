import { useEffect, useState } from 'react';
import { applicationStatusAnswer } from '../../../../domain/answers/applications.ts';
import type { ApplicationStatus } from '../../../../domain/constants.ts';
import { type BoardColumn, jobBoardAnswer } from '../../../../domain/job-board.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { useApiQuery } from '../use-api-query.ts';
import { withMovedCard } from './board-state.ts';

// One job's board (GET /api/jobs/{id}/board) and its moves. A move is the same
// PATCH /api/applications/{id}/status as the detail dialog's; the columns change at once when it
// is saved, and the board is read again behind them so the counts stay exact.

const LOAD_FAILED = 'Failed to load the board';

export type MoveResult = { isMoved: true } | { isMoved: false; message: string };

export function useJobBoard(jobId: string | undefined) {
  const query = useApiQuery(
    jobId ? `/jobs/${encodeURIComponent(jobId)}/board` : null,
    jobBoardAnswer,
    LOAD_FAILED,
  );
  const [columns, setColumns] = useState<BoardColumn[]>([]);
  useEffect(() => {
    if (query.data) setColumns(query.data.data.columns);
  }, [query.data]);

  const move = async (cardId: string, to: ApplicationStatus): Promise<MoveResult> => {
    try {
      await apiRequest(`/applications/${encodeURIComponent(cardId)}/status`, applicationStatusAnswer, {
        method: 'PATCH',
        json: { status: to },
      });
    } catch (error) {
      return { isMoved: false, message: failureMessage(error, MESSAGES.applications.statusUpdateFailed) };
    }
    setColumns((current) => withMovedCard(current, cardId, to, new Date().toISOString()));
    query.reload();
    return { isMoved: true };
  };

  return {
    job: query.data?.data.job,
    staleAfterDays: query.data?.data.staleAfterDays,
    columns,
    isLoading: query.isLoading && !query.data,
    error: query.error,
    move,
  };
}
