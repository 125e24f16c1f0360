// Decision 024 Autosave: a form for a new record keeps what is typed in the browser's storage
// until its first save, so a closed tab or a lost connection loses nothing; opening the form
// again offers it back. One entry per content type; text only (a chosen file cannot be kept).

const PREFIX = 'dashboard-new-record:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalDraft(type: string): unknown {
  const text = storage()?.getItem(PREFIX + type);
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function writeLocalDraft(type: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + type, JSON.stringify(value));
  } catch {
    // Storage full or refused: the form still works, it only cannot survive a closed tab.
  }
}

export function clearLocalDraft(type: string): void {
  storage()?.removeItem(PREFIX + type);
}
