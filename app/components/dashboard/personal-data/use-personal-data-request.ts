import { type FormEvent, useState } from 'react';
import {
  personalDataEraseAnswer,
  personalDataExportAnswer,
} from '../../../../domain/answers/personal-data.ts';
import { personalDataRequestSchema } from '../../../../domain/personal-data.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { useCheckedForm, useFocusRequest } from '../../forms/use-checked-form.ts';
import { saveFile } from '../save-file.ts';
import { addressKey, erasedSummary, exportFileName, heldSummary } from './personal-data-text.ts';

// One request about one person's data: the address checked with the domain's schema, then either
// the export (saved as a JSON file, with a count of what it holds) or, after a confirmation that
// names the address, the erasure. The outcome is a banner that takes focus; after a failure the
// typed address stays, after an erasure it is cleared so it cannot be sent twice by habit.

const FIELDS = ['email'] as const;
const EXPORT_FAILED = 'Failed to download the data held';
const ERASE_FAILED = 'Failed to erase the data';

export type RequestOutcome = { tone: 'success' | 'info' | 'error'; title?: string; text: string };

export function usePersonalDataRequest() {
  const form = useCheckedForm(personalDataRequestSchema, FIELDS, { email: '' }, 'personal-data');
  const [outcome, setOutcome] = useState<RequestOutcome | null>(null);
  const [outcomeRef, announce] = useFocusRequest<HTMLDivElement>();
  const [isDownloading, setDownloading] = useState(false);
  /** The address waiting for the erasure to be confirmed. */
  const [erasing, setErasing] = useState<string | null>(null);
  const [isErasing, setIsErasing] = useState(false);
  const [eraseError, setEraseError] = useState<string | null>(null);

  const show = (next: RequestOutcome) => {
    setOutcome(next);
    announce();
  };

  async function download(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (isDownloading) return;
    const checked = form.check();
    if (!checked) return;
    const email = addressKey(checked.email);
    setOutcome(null);
    setDownloading(true);
    try {
      const answer = await apiRequest(
        `/personal-data/export?email=${encodeURIComponent(email)}`,
        personalDataExportAnswer,
      );
      const held = answer.data.export;
      const fileName = exportFileName(email);
      saveFile(new Blob([JSON.stringify(held, null, 2)], { type: 'application/json' }), fileName);
      const summary = heldSummary(held);
      show(
        summary
          ? { tone: 'success', title: `Saved ${fileName}`, text: `Held for ${email}: ${summary}.` }
          : {
              tone: 'info',
              title: `Saved ${fileName}`,
              text: `Nothing is held for ${email}: no applications, enquiries or e-mails.`,
            },
      );
    } catch (error) {
      if (!form.showServerErrors(error)) show({ tone: 'error', text: failureMessage(error, EXPORT_FAILED) });
    } finally {
      setDownloading(false);
    }
  }

  function askErase() {
    const checked = form.check();
    if (!checked) return;
    setEraseError(null);
    setErasing(addressKey(checked.email));
  }

  async function confirmErase() {
    if (erasing === null || isErasing) return;
    setIsErasing(true);
    setEraseError(null);
    try {
      const answer = await apiRequest('/personal-data/erase', personalDataEraseAnswer, {
        json: { email: erasing },
      });
      const summary = erasedSummary(answer.data.erased);
      setErasing(null);
      form.reset();
      show(
        summary
          ? { tone: 'success', title: 'Personal data erased', text: `Erased for ${erasing}: ${summary}.` }
          : { tone: 'info', title: 'Nothing to erase', text: `Nothing was held for ${erasing}.` },
      );
    } catch (error) {
      // Shown inside the confirmation, which stays open to retry or cancel.
      setEraseError(failureMessage(error, ERASE_FAILED));
    } finally {
      setIsErasing(false);
    }
  }

  return {
    form,
    outcome,
    outcomeRef,
    dismissOutcome: () => setOutcome(null),
    isDownloading,
    download,
    erase: {
      address: erasing,
      isBusy: isErasing,
      error: eraseError,
      ask: askErase,
      confirm: confirmErase,
      cancel: () => {
        if (!isErasing) setErasing(null);
      },
    },
  };
}
