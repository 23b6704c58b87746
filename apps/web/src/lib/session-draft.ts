/**
 * Unfinished forms kept for the tab (sessionStorage): a reload or a slip of the finger must not lose a rider's
 * answers, and they leave with the tab rather than linger on a shared computer. Every key starts with PREFIX, so
 * signing out can forget them all. Storage may be unavailable (blocked cookies, private modes): then nothing is kept.
 */
const PREFIX = 'domestique.draft.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionDraft(key: string): unknown {
  try {
    const text = storage()?.getItem(PREFIX + key);
    return text == null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeSessionDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    /* full or blocked: the form still works, it just won't survive a reload */
  }
}

export function clearSessionDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    /* nothing kept */
  }
}

/** Sign-out: the next person at this tab must not find the previous rider's answers. */
export function clearAllSessionDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
  } catch {
    /* nothing kept */
  }
}
