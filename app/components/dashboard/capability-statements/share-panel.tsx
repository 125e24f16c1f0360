import { type FormEvent, useId, useRef, useState } from 'react';
import { linkAnswer, linksAnswer } from '../../../../domain/answers/capability-statements.ts';
import { acknowledgedAnswer } from '../../../../domain/answers/common.ts';
import {
  LINK_DAYS_DEFAULT,
  LINK_DAYS_MAX,
  linkInputSchema,
  STATEMENT_MESSAGES,
  type StatementLink,
} from '../../../../domain/capability-statements.ts';
import { type FieldErrors, validate } from '../../../../domain/field-errors.ts';
import { TEXT_MAX } from '../../../../domain/form-fields.ts';
import { ApiError, apiRequest, failureMessage } from '../../../api-client.ts';
import { TextField } from '../../forms/field.tsx';
import { useFocusRequest } from '../../forms/use-checked-form.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Banner, Spinner } from '../../ui/status.tsx';
import { useApiQuery } from '../use-api-query.ts';
import { formatInstantDay, linkState, linkUseText } from './statement-text.ts';

// Decision 028: "Share with the client": a private link to the current PDF for so many days,
// noted with whom it was given to. Its address is shown once, with a Copy button (only its hash
// is stored); the links made so far say when they expire and whether and when they were opened,
// and an open one can be withdrawn after a confirmation.

const CREATE_FAILED = 'Failed to create the link';
const WITHDRAW_FAILED = 'Failed to withdraw the link';
const LIST_FAILED = 'Failed to load the links';

const STATE_BADGES = {
  open: { label: 'Open', colourClass: 'bg-green-100 text-green-800' },
  expired: { label: 'Expired', colourClass: 'bg-slate-200 text-slate-800' },
  withdrawn: { label: 'Withdrawn', colourClass: 'bg-red-100 text-red-800' },
} as const;

export function SharePanel({
  statementId,
  hasUnsavedChanges,
  onLinkCreated,
}: {
  statementId: string;
  hasUnsavedChanges: boolean;
  /** A link renders the PDF first when there is none: the owner reloads the statement's state. */
  onLinkCreated: () => void;
}) {
  const id = useId();
  const base = `/capability-statements/${encodeURIComponent(statementId)}/links`;
  const links = useApiQuery(base, linksAnswer, LIST_FAILED);
  const [days, setDays] = useState(String(LINK_DAYS_DEFAULT));
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isCreating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<StatementLink | null>(null);
  const [copied, setCopied] = useState(false);
  const [createdRef, focusCreated] = useFocusRequest<HTMLDivElement>();
  const urlRef = useRef<HTMLInputElement>(null);
  const [withdrawing, setWithdrawing] = useState<StatementLink | null>(null);
  const [isWithdrawing, setIsWithdrawing] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isCreating) return;
    const body = { days: days.trim() === '' ? Number.NaN : Number(days), label: label.trim() || null };
    const checked = validate(linkInputSchema, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      document.getElementById(checked.errors.days ? `${id}-days` : `${id}-label`)?.focus();
      return;
    }
    setCreating(true);
    setFailure(null);
    setErrors({});
    setNotice(null);
    try {
      const { data } = await apiRequest(base, linkAnswer, { method: 'POST', json: checked.data });
      setCreated(data.link);
      setCopied(false);
      setLabel('');
      links.reload();
      onLinkCreated();
      focusCreated();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFailure(failureMessage(error, CREATE_FAILED));
    } finally {
      setCreating(false);
    }
  };

  const address = created?.url ? new URL(created.url, window.location.origin).href : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // No clipboard permission: the address is selected for Ctrl+C instead.
      urlRef.current?.select();
    }
  };

  const withdraw = async () => {
    if (!withdrawing) return;
    setIsWithdrawing(true);
    setWithdrawError(null);
    try {
      await apiRequest(`${base}/${encodeURIComponent(withdrawing._id)}`, acknowledgedAnswer, {
        method: 'DELETE',
      });
      setWithdrawing(null);
      setNotice(STATEMENT_MESSAGES.linkRevoked);
      links.reload();
    } catch (error) {
      setWithdrawError(failureMessage(error, WITHDRAW_FAILED));
    } finally {
      setIsWithdrawing(false);
    }
  };

  const shown = links.data?.data.links ?? [];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        Share with the client
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A private link that opens the PDF as it is now; the client sees that PDF even if the statement changes
        later.
      </p>
      <form noValidate onSubmit={(event) => void create(event)} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <TextField
            id={`${id}-days`}
            name="days"
            label="Days"
            inputMode="numeric"
            maxLength={3}
            value={days}
            onChange={setDays}
            hint={`1 to ${LINK_DAYS_MAX}`}
            error={errors.days}
          />
          <TextField
            id={`${id}-label`}
            name="label"
            label="Given to"
            maxLength={TEXT_MAX.name}
            value={label}
            onChange={setLabel}
            hint="For you and colleagues, e.g. Jo Smith, procurement."
            error={errors.label}
          />
        </div>
        {hasUnsavedChanges && (
          <p className="text-sm font-medium text-amber-900">
            The link opens the saved statement’s PDF; save your changes first to include them.
          </p>
        )}
        {failure && <Banner tone="error">{failure}</Banner>}
        <Button type="submit" variant="secondary" isBusy={isCreating} busyLabel="Creating the link…">
          Create link
        </Button>
      </form>
      {created && address && (
        <div ref={createdRef} tabIndex={-1} className="mt-5 outline-none">
          <Banner tone="success" title={STATEMENT_MESSAGES.linkCreated}>
            <label htmlFor={`${id}-url`} className="block text-sm font-semibold">
              Link for the client
            </label>
            <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
              <input
                id={`${id}-url`}
                ref={urlRef}
                readOnly
                value={address}
                onFocus={(event) => event.target.select()}
                className="block w-full min-w-0 rounded-md border border-green-300 bg-white px-3 py-2 font-mono text-sm text-slate-900"
              />
              <Button variant="secondary" size="sm" onClick={() => void copy()}>
                Copy
              </Button>
            </div>
            <p aria-live="polite" className="mt-1.5 text-sm">
              {copied ? 'Copied to the clipboard.' : ''}
            </p>
          </Banner>
        </div>
      )}
      {notice && (
        <div className="mt-5">
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        </div>
      )}
      <h3 className="mt-6 text-base font-semibold text-slate-900">Links given</h3>
      {links.error && (
        <div className="mt-2">
          <Banner tone="error">{links.error}</Banner>
        </div>
      )}
      {links.isLoading && !links.data ? (
        <Spinner label="Loading links…" className="py-4" />
      ) : shown.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No links yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {shown.map((link) => {
            const state = linkState(link);
            const badge = STATE_BADGES[state];
            const name = link.label ?? 'No name given';
            return (
              <li
                key={link._id}
                data-row-key={link._id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{name}</span>
                    <Badge colourClass={badge.colourClass}>{badge.label}</Badge>
                  </p>
                  <p className="mt-1 text-slate-600">
                    Created {formatInstantDay(link.createdAt)} by {link.createdByName} ·{' '}
                    {state === 'expired' ? 'Expired' : 'Expires'} {formatInstantDay(link.expiresAt)}
                  </p>
                  <p className="mt-0.5 text-slate-700">{linkUseText(link)}</p>
                </div>
                {state === 'open' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="shrink-0 self-start"
                    onClick={() => {
                      setWithdrawError(null);
                      setWithdrawing(link);
                    }}
                  >
                    Withdraw<span className="sr-only"> the link given to {name}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title="Withdraw link"
        message={`The link given to ${withdrawing?.label ?? 'the client'} will stop opening the PDF at once; whoever opens it is asked to get a new one. This cannot be undone.`}
        confirmLabel="Withdraw link"
        cancelLabel="Keep the link"
        busyLabel="Withdrawing..."
        isBusy={isWithdrawing}
        error={withdrawError}
        onConfirm={() => void withdraw()}
        onCancel={() => setWithdrawing(null)}
      />
    </section>
  );
}
