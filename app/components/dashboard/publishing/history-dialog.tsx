import { useEffect, useId, useState } from 'react';
import type {
  ContentTypeName,
  VersionDocument,
  VersionSummary,
} from '../../../../domain/answers/publishing.ts';
import { isSiteContentKey } from '../../../../domain/site-content.ts';
import { failureMessage } from '../../../api-client.ts';
import { useFocusRequest } from '../../forms/use-checked-form.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { Banner, Spinner } from '../../ui/status.tsx';
import { listVersions, readVersion, restoreVersion } from './publishing-api.ts';
import { formatUkDateTime } from './uk-time.ts';
import { versionAuthor } from './version-author.ts';
import { VersionComparison } from './version-comparison.tsx';

// The History panel (decision 024): a record's versions newest first with who kept each and
// when; two ticked are compared side by side (the older on the left); each can be restored as
// the draft or restored and published, after a confirmation. The dialog is modal: focus starts
// on its title, stays inside, and goes back to History when it closes.

type Restore = { version: VersionSummary; publish: boolean };

export function HistoryDialog({
  open,
  type,
  recordId,
  recordName,
  onClose,
  onRestored,
}: {
  open: boolean;
  type: ContentTypeName;
  recordId: string;
  recordName: string;
  onClose: () => void;
  /** After a restore: the owner reloads what it shows. */
  onRestored: (message: string, published: boolean) => void;
}) {
  const titleId = `${useId()}-title`;
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [restoring, setRestoring] = useState<Restore | null>(null);
  const [isRestoring, setIsRestoring] = useState(false);
  const [restoreFailure, setRestoreFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [noticeRef, focusNotice] = useFocusRequest<HTMLDivElement>();
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation reloads after a restore.
  useEffect(() => {
    if (!open) return;
    let isCurrent = true;
    setLoadFailure(null);
    listVersions(type, recordId)
      .then((found) => {
        if (isCurrent) setVersions(found);
      })
      .catch((error: unknown) => {
        if (isCurrent) setLoadFailure(failureMessage(error, 'The history could not be loaded.'));
      });
    return () => {
      isCurrent = false;
    };
  }, [open, type, recordId, generation]);

  const toggle = (id: string) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((each) => each !== id) : [...current, id].slice(-2),
    );

  const confirmRestore = async () => {
    if (!restoring) return;
    setIsRestoring(true);
    setRestoreFailure(null);
    try {
      await restoreVersion(type, recordId, restoring.version.id, restoring.publish);
      const message = restoring.publish
        ? `Version ${restoring.version.number} was restored and published.`
        : `Version ${restoring.version.number} was restored as the draft. Publish it when it is ready.`;
      setNotice(message);
      setRestoring(null);
      setGeneration((count) => count + 1);
      focusNotice();
      onRestored(message, restoring.publish);
    } catch (error) {
      setRestoreFailure(failureMessage(error, 'The version could not be restored.'));
    } finally {
      setIsRestoring(false);
    }
  };

  const byId = new Map((versions ?? []).map((version) => [version.id, version]));
  // Older on the left: the list is newest first, so the higher number is the newer.
  const pair = chosen
    .map((id) => byId.get(id))
    .filter((version): version is VersionSummary => version !== undefined)
    .sort((a, b) => a.number - b.number);

  return (
    <>
      <ModalDialog open={open} onClose={onClose} labelledBy={titleId}>
        <div
          className="flex w-[72rem] max-w-full flex-col rounded-xl bg-white shadow-xl"
          style={{ maxHeight: 'calc(100dvh - 2rem)' }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div>
              <h2 id={titleId} className="text-xl font-semibold text-brand-900">
                History
              </h2>
              <p className="mt-1 text-sm text-slate-600">{recordName}</p>
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className={`-mr-2 size-11 shrink-0 rounded-md text-2xl text-slate-600 hover:bg-slate-100 ${FOCUS_RING}`}
            >
              ×
            </button>
          </div>
          <section
            aria-labelledby={titleId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1).
            tabIndex={0}
            className={`min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5 sm:px-6 ${FOCUS_RING}`}
          >
            <div ref={noticeRef} tabIndex={-1} className="focus:outline-none empty:hidden">
              {notice && (
                <Banner tone="success" onDismiss={() => setNotice(null)}>
                  {notice}
                </Banner>
              )}
            </div>
            {loadFailure && <Banner tone="error">{loadFailure}</Banner>}
            {!versions && !loadFailure && <Spinner label="Loading the history…" />}
            {versions && versions.length === 0 && (
              <p className="text-slate-600">
                No versions yet. Each publish and each restore keeps one from now on.
              </p>
            )}
            {versions && versions.length > 0 && (
              <>
                <p className="text-sm text-slate-600">Tick two versions to compare them side by side.</p>
                <ol
                  aria-label="Versions, newest first"
                  className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200"
                >
                  {versions.map((version) => (
                    <VersionRow
                      key={version.id}
                      version={version}
                      isChosen={chosen.includes(version.id)}
                      onToggle={() => toggle(version.id)}
                      onRestore={(publish) => {
                        setRestoreFailure(null);
                        setRestoring({ version, publish });
                      }}
                    />
                  ))}
                </ol>
              </>
            )}
            {pair.length === 2 && pair[0] && pair[1] && (
              <ComparedVersions type={type} recordId={recordId} older={pair[0]} newer={pair[1]} />
            )}
          </section>
          <div className="flex justify-end border-t border-slate-200 px-5 py-4 sm:px-6">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      </ModalDialog>
      <ConfirmDialog
        open={restoring !== null}
        tone="primary"
        title={restoring?.publish ? 'Restore and publish' : 'Restore as draft'}
        message={
          restoring &&
          (restoring.publish
            ? `Version ${restoring.version.number} will replace what the public sees now. The current version stays in the history.`
            : `Version ${restoring.version.number} becomes the draft; the public keeps seeing the published version until you publish.`)
        }
        confirmLabel={restoring?.publish ? 'Restore and publish' : 'Restore as draft'}
        busyLabel="Restoring..."
        isBusy={isRestoring}
        error={restoreFailure}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setRestoring(null)}
      />
    </>
  );
}

function VersionRow({
  version,
  isChosen,
  onToggle,
  onRestore,
}: {
  version: VersionSummary;
  isChosen: boolean;
  onToggle: () => void;
  onRestore: (publish: boolean) => void;
}) {
  const checkboxId = `version-${version.id}`;
  const name = `version ${version.number}`;
  return (
    <li className={`flex flex-col gap-3 p-3 sm:flex-row sm:items-center ${isChosen ? 'bg-sky-50' : ''}`}>
      <label htmlFor={checkboxId} className="flex min-h-11 flex-1 cursor-pointer items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={isChosen}
          onChange={onToggle}
          className={`size-5 shrink-0 rounded border-slate-400 accent-brand-500 ${FOCUS_RING}`}
        />
        <span className="min-w-0">
          <span className="font-semibold text-slate-900">Version {version.number}</span>{' '}
          <Badge
            colourClass={
              version.status === 'published' ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-800'
            }
          >
            {version.status === 'published' ? 'Published' : 'Restored as draft'}
          </Badge>
          <span className="block text-sm text-slate-600">
            {formatUkDateTime(version.createdAt)} {versionAuthor(version.actorEmail)}
          </span>
        </span>
      </label>
      <span className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onRestore(false)}>
          Restore as draft<span className="sr-only"> ({name})</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onRestore(true)}>
          Restore and publish<span className="sr-only"> ({name})</span>
        </Button>
      </span>
    </li>
  );
}

function ComparedVersions({
  type,
  recordId,
  older,
  newer,
}: {
  type: ContentTypeName;
  recordId: string;
  older: VersionSummary;
  newer: VersionSummary;
}) {
  const [documents, setDocuments] = useState<[VersionDocument, VersionDocument] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    setDocuments(null);
    setFailure(null);
    Promise.all([readVersion(type, recordId, older.id), readVersion(type, recordId, newer.id)])
      .then(([a, b]) => {
        if (isCurrent) setDocuments([a.document, b.document]);
      })
      .catch((error: unknown) => {
        if (isCurrent) setFailure(failureMessage(error, 'The versions could not be loaded.'));
      });
    return () => {
      isCurrent = false;
    };
  }, [type, recordId, older.id, newer.id]);

  return (
    <section aria-labelledby="version-comparison-title">
      <h3 id="version-comparison-title" className="text-lg font-semibold text-brand-900">
        Version {older.number} compared with version {newer.number}
      </h3>
      {failure && <Banner tone="error">{failure}</Banner>}
      {!documents && !failure && <Spinner label="Loading the versions…" />}
      {documents && (
        <VersionComparison
          before={documents[0]}
          after={documents[1]}
          beforeTitle={`Version ${older.number}`}
          afterTitle={`Version ${newer.number}`}
          kind={type === 'site-content' && isSiteContentKey(recordId) ? { siteContent: recordId } : {}}
        />
      )}
    </section>
  );
}
