import { useEffect, useRef, useState } from 'react';
import { emailTemplateListAnswer } from '../../../../domain/answers/candidate-emails.ts';
import type { ApplicationStatus } from '../../../../domain/constants.ts';
import {
  type ApplicationEmail,
  TEMPLATE_PURPOSE_LABELS,
  templateOfferedFor,
} from '../../../../domain/email-templates.ts';
import type { ApplicationListItem } from '../../../../domain/entities.ts';
import {
  OUTBOX_KIND_LABELS,
  OUTBOX_KINDS,
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUSES,
} from '../../../../domain/outbox.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Banner } from '../../ui/status.tsx';
import { dateTime } from '../dates.ts';
import { OUTBOX_STATUS_COLOURS } from '../outbox/outbox-text.ts';
import { useApiQuery } from '../use-api-query.ts';
import { EmailComposer } from './email-composer.tsx';

// Decision 026: the application's e-mails (every outbox message about it, newest first, with its
// delivery state) and "Write to applicant". After a person changes the status to rejected or
// hired here, the section *offers* the matching template; accepting opens the composer with it,
// and only Send sends. Nothing here sends by itself. The board's offer after a move arrives as
// `composeTemplateId` (?compose= in the address) and opens the same composer with that template.

function kindLabel(kind: string): string {
  const known = OUTBOX_KINDS.find((candidate) => candidate === kind);
  return known ? OUTBOX_KIND_LABELS[known] : kind;
}

function DeliveryBadge({ status }: { status: string }) {
  const known = OUTBOX_STATUSES.find((candidate) => candidate === status);
  if (!known) return <Badge colourClass="bg-slate-200 text-slate-700">{status}</Badge>;
  return <Badge colourClass={OUTBOX_STATUS_COLOURS[known]}>{OUTBOX_STATUS_LABELS[known]}</Badge>;
}

export function CandidateEmails({
  application,
  emails,
  composeTemplateId = null,
  onChanged,
  onComposerClosed,
}: {
  application: ApplicationListItem;
  emails: readonly ApplicationEmail[];
  /** A template to open the composer with at once (the board's offer, ?compose=). */
  composeTemplateId?: string | null;
  /** Reloads the detail (the timeline shows the new message). */
  onChanged: () => void;
  /** The composer was sent or cancelled (the screen drops ?compose= from the address). */
  onComposerClosed?: () => void;
}) {
  const templates = useApiQuery(
    '/email-templates',
    emailTemplateListAnswer,
    'Failed to load the e-mail templates',
  );
  const list = templates.data?.data.templates ?? [];
  const [composer, setComposer] = useState<{
    templateId?: string | undefined;
    previewAtOnce?: boolean;
  } | null>(null);
  // The status just chosen here, while its template is offered.
  const [offer, setOffer] = useState<ApplicationStatus | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // When the composer or the offer goes, focus comes back to "Write to applicant" rather than
  // falling to the dialog's start with the element that held it.
  const writeButton = useRef<HTMLButtonElement>(null);
  const [shouldRefocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!shouldRefocus || composer) return;
    writeButton.current?.focus();
    setRefocus(false);
  }, [shouldRefocus, composer]);

  // A status change made while this application is open (the select above) offers its template.
  const seen = useRef({ id: application._id, status: application.status });
  useEffect(() => {
    const before = seen.current;
    seen.current = { id: application._id, status: application.status };
    if (before.id !== application._id) {
      setOffer(null);
      setComposer(null);
      setNotice(null);
      return;
    }
    if (before.status !== application.status) setOffer(application.status);
  }, [application._id, application.status]);

  // The offer accepted on the board: the composer opens once the templates are known, so the
  // template is chosen in it (one the board named but since deleted leaves it on free text).
  const hasTemplates = templates.data !== undefined;
  const composedFrom = useRef<string | null>(null);
  useEffect(() => {
    if (!composeTemplateId || !hasTemplates) return;
    const request = `${application._id} ${composeTemplateId}`;
    if (composedFrom.current === request) return;
    composedFrom.current = request;
    setNotice(null);
    setComposer({ templateId: composeTemplateId, previewAtOnce: true });
  }, [application._id, composeTemplateId, hasTemplates]);

  const closeComposer = () => {
    setComposer(null);
    setRefocus(true);
    onComposerClosed?.();
  };

  const offered = offer ? templateOfferedFor(offer, list) : undefined;
  const recipient = `${application.firstName} ${application.lastName} <${application.email}>`;

  return (
    <section aria-labelledby="application-emails-heading" className="mt-6 border-t border-slate-200 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="application-emails-heading" className="text-sm font-semibold text-slate-800">
          E-mails
        </h3>
        {!composer && (
          <Button
            ref={writeButton}
            variant="secondary"
            size="sm"
            onClick={() => {
              setNotice(null);
              setComposer({});
            }}
          >
            Write to applicant
          </Button>
        )}
      </div>

      <div role="status" className="empty:hidden mt-3">
        {offered && !composer && (
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-900 ring-1 ring-blue-200">
            <span className="font-medium">
              Send the {TEMPLATE_PURPOSE_LABELS[offered.purpose ?? 'rejection'].toLowerCase()} e-mail?
            </span>
            <span className="flex gap-2">
              <Button
                size="sm"
                onClick={() => {
                  setComposer({ templateId: offered._id, previewAtOnce: true });
                  setOffer(null);
                }}
              >
                Write the e-mail
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setOffer(null);
                  setRefocus(true);
                }}
              >
                Not now
              </Button>
            </span>
          </div>
        )}
        {notice && (
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        )}
      </div>

      {templates.error && composer && <Banner tone="error">{templates.error}</Banner>}
      {composer && (
        <EmailComposer
          key={composer.templateId ?? 'free'}
          applicationId={application._id}
          recipient={recipient}
          templates={list}
          initialTemplateId={composer.templateId}
          previewAtOnce={composer.previewAtOnce ?? false}
          onCancel={closeComposer}
          onSent={(subject) => {
            closeComposer();
            setNotice(`“${subject}” is queued to ${application.email}.`);
            onChanged();
          }}
        />
      )}

      {emails.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No e-mails yet.</p>
      ) : (
        <ol className="mt-3 space-y-2" aria-label="E-mails about this application, newest first">
          {emails.map((email) => (
            <li
              key={email._id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-md bg-white p-3 text-sm ring-1 ring-slate-200"
            >
              <span className="min-w-0">
                <span className="block font-medium break-words text-slate-900">{email.subject}</span>
                <span className="block text-xs text-slate-600">
                  {kindLabel(email.kind)} ·{' '}
                  {/* The applicant's address is shown above; others (an HR mailbox) are named. */}
                  {email.toEmail.toLowerCase() === application.email.toLowerCase()
                    ? 'to the applicant'
                    : `to ${email.toEmail}`}{' '}
                  · {dateTime(email.createdAt)}
                  {email.sentAt ? ` · sent ${dateTime(email.sentAt)}` : ''}
                </span>
              </span>
              <DeliveryBadge status={email.status} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
