import { useEffect, useState } from 'react';
import {
  applicationDetailAnswer,
  applicationStatusAnswer,
  noteAnswer,
} from '../../../../domain/answers/applications.ts';
import { acknowledgedAnswer } from '../../../../domain/answers/common.ts';
import type { ApplicationStatus } from '../../../../domain/constants.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { API_BASE, ApiError, apiDownload, apiRequest, failureMessage } from '../../../api-client.ts';
import { cvFileName, saveFile } from '../save-file.ts';
import { useApiQuery } from '../use-api-query.ts';

// One application in the detail dialog (admin.md §2: status change and CV download; ours: notes,
// status history and the same person's other applications). Every change is saved at once and
// the list behind the dialog is told to refresh (admin.md §7: lists are fetched again after every
// change).

const m = MESSAGES.applications;
const LOAD_FAILED = 'Failed to load the application';
const NOTE_FAILED = 'Failed to save the note';
const CV_FAILED = 'Failed to download the CV';

export function useApplicationDetail(id: string | null, onChanged: () => void) {
  const detail = useApiQuery(
    id ? `/applications/${encodeURIComponent(id)}` : null,
    applicationDetailAnswer,
    LOAD_FAILED,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'status' | 'note' | 'cv' | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  // The answer of the last id asked for; another id's data never shows under this one's name.
  const data = detail.data && detail.data.data.application._id === id ? detail.data.data : undefined;
  // Likewise its error: the query keeps its last error until a request succeeds, so an
  // application that has gone (opened from an old link) would lend its error to the next one
  // opened for a moment. An error counts once this id's own request has settled.
  const [settledId, setSettledId] = useState<string | null>(null);
  useEffect(() => {
    if (!detail.isLoading) setSettledId(id);
  }, [detail.isLoading, id]);
  const loadError = !detail.isLoading && settledId === id ? detail.error : null;

  const run = async (kind: 'status' | 'note' | 'cv', action: () => Promise<void>, fallback: string) => {
    setBusy(kind);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      if (kind === 'note' && error instanceof ApiError && error.fieldErrors.text)
        setNoteError(error.fieldErrors.text);
      else setFailure(failureMessage(error, fallback));
    } finally {
      setBusy(null);
    }
  };

  return {
    data,
    isLoading: detail.isLoading && !data,
    loadError,
    failure,
    busy,
    noteError,
    /** Fetches the detail again (a section that changed it: an e-mail queued). */
    reload: detail.reload,
    changeStatus: (status: ApplicationStatus) =>
      run(
        'status',
        async () => {
          if (!id) return;
          await apiRequest(`/applications/${encodeURIComponent(id)}/status`, applicationStatusAnswer, {
            method: 'PATCH',
            json: { status },
          });
          detail.reload();
          onChanged();
        },
        m.statusUpdateFailed,
      ),
    /** Answers whether the note was saved (so the owner can empty its field). */
    addNote: async (text: string): Promise<boolean> => {
      setNoteError(null);
      let isSaved = false;
      await run(
        'note',
        async () => {
          if (!id) return;
          await apiRequest(`/applications/${encodeURIComponent(id)}/notes`, noteAnswer, { json: { text } });
          isSaved = true;
          detail.reload();
        },
        NOTE_FAILED,
      );
      return isSaved;
    },
    deleteNote: (noteId: string) =>
      run(
        'note',
        async () => {
          if (!id) return;
          await apiRequest(
            `/applications/${encodeURIComponent(id)}/notes/${encodeURIComponent(noteId)}`,
            acknowledgedAnswer,
            {
              method: 'DELETE',
            },
          );
          detail.reload();
        },
        NOTE_FAILED,
      ),
    /** The private CV, fetched with the token and saved as "First-Last-CV.pdf". */
    downloadCv: () =>
      run(
        'cv',
        async () => {
          const application = data?.application;
          if (!application) return;
          const path = application.cvUrl.startsWith(`${API_BASE}/`)
            ? application.cvUrl.slice(API_BASE.length)
            : application.cvUrl;
          const blob = await apiDownload(path);
          saveFile(blob, cvFileName(application.firstName, application.lastName));
        },
        CV_FAILED,
      ),
  };
}

export type ApplicationDetail = ReturnType<typeof useApplicationDetail>;
