import { useEffect, useRef, useState } from 'react';
import { renderAnswer } from '../../../../domain/answers/capability-statements.ts';
import { type PdfRender, STATEMENT_MESSAGES } from '../../../../domain/capability-statements.ts';
import { apiDownload, apiRequest, failureMessage } from '../../../api-client.ts';
import { saveFile } from '../save-file.ts';
import { statementFileName } from './statement-text.ts';

// Decision 028: Make PDF queues the render of the statement as saved (or finds the one already
// made of it), then asks how it is going every 700 ms until it is done or failed; Download PDF
// fetches the current PDF with the bearer token and saves it under the client's and tender's name.

const POLL_MS = 700;
const QUEUE_FAILED = 'Failed to start the PDF';
const DOWNLOAD_FAILED = 'Failed to download the PDF';

export function usePdfRender({
  statementId,
  latest,
  clientName,
  title,
  onRendered,
}: {
  statementId: string;
  /** The statement's latest render as last loaded. */
  latest: PdfRender | null;
  clientName: string;
  title: string;
  /** A render finished (done or failed): the owner keeps it as the statement's latest. */
  onRendered: (render: PdfRender) => void;
}) {
  const [render, setRender] = useState<PdfRender | null>(latest);
  const [failure, setFailure] = useState<string | null>(null);
  const [isStarting, setStarting] = useState(false);
  const [isDownloading, setDownloading] = useState(false);
  const onRenderedRef = useRef(onRendered);
  onRenderedRef.current = onRendered;
  const base = `/capability-statements/${encodeURIComponent(statementId)}`;

  useEffect(() => setRender(latest), [latest]);

  const isRunning = render?.status === 'queued' || render?.status === 'rendering';
  const renderId = isRunning ? render?._id : undefined;

  // Polls the running render; a failed poll is retried at the next tick (a moment's network loss).
  useEffect(() => {
    if (!renderId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      apiRequest(`${base}/renders/${encodeURIComponent(renderId)}`, renderAnswer, {
        signal: controller.signal,
      })
        .then(({ data }) => {
          setRender(data.render);
          if (data.render.status === 'done' || data.render.status === 'failed') {
            onRenderedRef.current(data.render);
          } else timer = setTimeout(poll, POLL_MS);
        })
        .catch(() => {
          if (!controller.signal.aborted) timer = setTimeout(poll, POLL_MS);
        });
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [base, renderId]);

  return {
    render,
    isRunning,
    isStarting,
    isDownloading,
    failure: failure ?? (render?.status === 'failed' ? STATEMENT_MESSAGES.renderFailed : null),
    async make() {
      if (isStarting || isRunning) return;
      setStarting(true);
      setFailure(null);
      try {
        const { data } = await apiRequest(`${base}/renders`, renderAnswer, { method: 'POST' });
        setRender(data.render);
        if (data.render.status === 'done') onRenderedRef.current(data.render);
      } catch (error) {
        setFailure(failureMessage(error, QUEUE_FAILED));
      } finally {
        setStarting(false);
      }
    },
    async download() {
      if (isDownloading) return;
      setDownloading(true);
      setFailure(null);
      try {
        saveFile(await apiDownload(`${base}/pdf`), statementFileName(clientName, title));
      } catch (error) {
        setFailure(failureMessage(error, DOWNLOAD_FAILED));
      } finally {
        setDownloading(false);
      }
    },
  };
}
