import { Link } from 'react-router';
import { site } from '../../../content/site.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { Button } from '../ui/button.tsx';
import { buttonClass } from '../ui/buttons.ts';
import { Banner } from '../ui/status.tsx';
import { useWithdrawal, type WithdrawalState } from './use-withdrawal.ts';

// Decision 017: what withdrawing does, the one button that does it, and then its outcome. Nothing
// about the application is shown: the page knows only the token, and a forwarded link must not
// tell its reader whose application it was.

const CONSEQUENCES = [
  'Your application, your CV and any notes our HR team made about it are deleted straight away.',
  'The e-mails about your application that we still hold are deleted too.',
  'We will not consider your application or contact you about it again.',
  'This cannot be undone, but you are welcome to apply again at any time.',
  'Any other application you have made stays as it is: each has its own link.',
] as const;

const LINK = 'font-medium text-brand-500 underline hover:text-brand-700';

/** Where to write instead: to have the application deleted, or (it is gone) with a question. */
function ContactLine({ isGone = false }: { isGone?: boolean }) {
  const email = (
    <a href={`mailto:${site.contact.careersEmail}`} className="underline">
      {site.contact.careersEmail}
    </a>
  );
  return isGone ? (
    <p className="mt-3 text-sm">If you have a question about your data, e-mail {email}.</p>
  ) : (
    <p className="mt-3 text-sm">You can also e-mail {email} and we will delete your application for you.</p>
  );
}

function BackToCareers() {
  return (
    <Link to="/careers" className={buttonClass('secondary')}>
      Back to Careers
    </Link>
  );
}

function Outcome({ state }: { state: WithdrawalState }) {
  if (state.status === 'withdrawn') {
    return (
      <Banner tone="success" title={state.message}>
        <p>
          Your CV and the details you sent us have been deleted. Thank you for your interest in {site.brand}.
        </p>
      </Banner>
    );
  }
  if (state.status === 'failed') {
    return (
      <Banner tone="error">
        <p>{state.message}</p>
        <ContactLine isGone={state.failure === 'gone'} />
      </Banner>
    );
  }
  return null;
}

export function WithdrawPanel({ token }: { token: string }) {
  const { state, withdraw, outcomeRef } = useWithdrawal(token);
  // After a withdrawal, or a refusal of the link itself, another press could change nothing.
  const isDone = state.status === 'withdrawn' || (state.status === 'failed' && state.failure !== 'retry');

  if (token === '') {
    return (
      <div className="space-y-8">
        <Banner tone="error">
          <p>{MESSAGES.withdrawal.linkInvalid}</p>
          <ContactLine />
        </Banner>
        <BackToCareers />
      </div>
    );
  }

  return (
    <div className="space-y-8">
      {!isDone && (
        <section aria-labelledby="withdraw-consequences">
          <h2 id="withdraw-consequences" className="text-xl font-semibold text-brand-900">
            What happens when you withdraw
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
            {CONSEQUENCES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}

      <div ref={outcomeRef} tabIndex={-1} className="scroll-mt-28 focus:outline-none">
        <Outcome state={state} />
      </div>

      {isDone ? (
        <BackToCareers />
      ) : (
        <div className="flex flex-col gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center">
          <Button
            variant="danger"
            onClick={withdraw}
            isBusy={state.status === 'sending'}
            busyLabel={MESSAGES.withdrawal.sending}
            id="withdraw-button"
            className="w-full sm:w-auto"
          >
            Withdraw my application
          </Button>
          <p className="text-sm text-slate-600">
            How we handle your data:{' '}
            <Link to="/privacy-policy" className={LINK}>
              privacy policy
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
