/**
 * Small JSON drafts of what a person typed, kept in the browser so that a navigation does not lose them:
 * `session` (this tab only, gone when it closes) or `local` (this device, until removed). Names are prefixed
 * `ipju.draft.`; storage that is blocked or full only means the draft is not kept (the form still works).
 * What the value means, and whether it is still good, is for the feature that wrote it to check on reading.
 */
export type DraftArea = 'session' | 'local';

const PREFIX = 'ipju.draft.';

function storage(area: DraftArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null; // Storage blocked (privacy mode, sandboxed webview).
  }
}

export function readDraft(area: DraftArea, name: string): unknown {
  try {
    const raw = storage(area)?.getItem(PREFIX + name);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeDraft(area: DraftArea, name: string, value: unknown): void {
  try {
    storage(area)?.setItem(PREFIX + name, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the draft lives only in the page.
  }
}

export function removeDraft(area: DraftArea, name: string): void {
  try {
    storage(area)?.removeItem(PREFIX + name);
  } catch {
    // ignore
  }
}

/** Removes every draft of the area whose name starts with `namePrefix` (all of them without one). */
export function removeDrafts(area: DraftArea, namePrefix = ''): void {
  const store = storage(area);
  if (!store) return;
  try {
    const names: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX + namePrefix)) names.push(key);
    }
    for (const key of names) store.removeItem(key);
  } catch {
    // ignore
  }
}

/**
 * Signing out removes this tab's drafts: a resident's checkout details (a 공동현관 비밀번호 among them) must not
 * wait in a shared phone's tab for the next person.
 */
export function removeSessionDrafts(): void {
  removeDrafts('session');
}
