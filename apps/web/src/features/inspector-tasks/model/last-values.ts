import type { InspectionType } from '@ipju/contract';
import { DEFAULT_DRAFTS, REMEMBERED_FIELDS, type Draft } from './task-draft';

const key = (type: InspectionType) => `ipju:inspector:last:${type}`;

/** The form a type starts with on this phone: the defaults, then what the last saved task remembered. */
export function startingDraft(type: InspectionType): Draft {
  const draft = { ...DEFAULT_DRAFTS[type] };
  try {
    const stored = JSON.parse(window.localStorage.getItem(key(type)) ?? '{}') as Record<string, unknown>;
    for (const field of REMEMBERED_FIELDS[type]) if (typeof stored[field] === 'string') draft[field] = stored[field];
  } catch {
    // Nothing remembered (storage blocked or unreadable): the defaults.
  }
  return draft;
}

/** Remembers the fields of a saved task that the next one of its type starts with (span, temperatures, device). */
export function rememberDraft(type: InspectionType, draft: Draft): void {
  const kept: Record<string, string> = {};
  for (const field of REMEMBERED_FIELDS[type]) if (draft[field] !== undefined) kept[field] = draft[field];
  try {
    window.localStorage.setItem(key(type), JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the next form starts with the defaults.
  }
}
