import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useState } from 'react';
import { acknowledgedAnswer } from '../../../../domain/answers/common.ts';
import {
  passkeyAnswer,
  passkeyListAnswer,
  passkeyRegistrationOptionsAnswer,
} from '../../../../domain/answers/passkeys.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import type { Passkey } from '../../../../domain/passkeys.ts';
import { apiRequest } from '../../../api-client.ts';
import { loadWebAuthn, passkeyFailure } from '../../../passkey-ceremony.ts';
import { useApiQuery } from '../use-api-query.ts';

// Decision 027: the account page's passkeys: the list, and adding (the server's options, the
// browser's prompt, the answer sent back), renaming and removing one. Each action reports its
// outcome as a notice for the section's banner, or a failure for its dialog.

const m = MESSAGES.passkeys;

export type PasskeyNotice = { tone: 'success' | 'error'; text: string };

export function usePasskeys(onNotice: (notice: PasskeyNotice) => void) {
  const list = useApiQuery('/auth/passkeys', passkeyListAnswer, m.fetchFailed);
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A registration challenge is used once: fetched when the add dialog opens, and again after a try.
  const [options, setOptions] = useState<PublicKeyCredentialCreationOptionsJSON | null>(null);
  const [suggestedName, setSuggestedName] = useState('');

  async function fetchOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const answer = await apiRequest('/auth/passkeys/registration-options', passkeyRegistrationOptionsAnswer, {
      method: 'POST',
    });
    setSuggestedName(answer.data.suggestedName);
    return answer.data.options;
  }

  /** The add dialog opened: ask for a challenge now, so the prompt opens at once on Continue. */
  function prepareAdd() {
    setFailure(null);
    setOptions(null);
    // Loaded while the person reads the dialog, so the click that starts the prompt waits for nothing.
    void loadWebAuthn().catch(() => undefined);
    fetchOptions().then(setOptions, (error: unknown) => setFailure(passkeyFailure(error, m.saveFailed)));
  }

  async function add(name: string): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      const optionsJSON = options ?? (await fetchOptions());
      setOptions(null);
      const { startRegistration } = await loadWebAuthn();
      const response = await startRegistration({ optionsJSON });
      await apiRequest('/auth/passkeys', passkeyAnswer, { json: { name, response } });
      list.reload();
      onNotice({ tone: 'success', text: m.added(name) });
      return true;
    } catch (error) {
      setFailure(passkeyFailure(error, m.saveFailed));
      // Ready for another try (the last challenge is spent).
      fetchOptions().then(setOptions, () => undefined);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function rename(passkey: Passkey, name: string): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      await apiRequest(`/auth/passkeys/${encodeURIComponent(passkey._id)}`, passkeyAnswer, {
        method: 'PATCH',
        json: { name },
      });
      list.reload();
      onNotice({ tone: 'success', text: m.renamed });
      return true;
    } catch (error) {
      setFailure(passkeyFailure(error, m.saveFailed));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function remove(passkey: Passkey): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      await apiRequest(`/auth/passkeys/${encodeURIComponent(passkey._id)}`, acknowledgedAnswer, {
        method: 'DELETE',
      });
      list.reload();
      onNotice({ tone: 'success', text: m.removed(passkey.name) });
      return true;
    } catch (error) {
      setFailure(passkeyFailure(error, m.deleteFailed));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    list,
    isBusy,
    failure,
    clearFailure: () => setFailure(null),
    suggestedName,
    prepareAdd,
    add,
    rename,
    remove,
  };
}
