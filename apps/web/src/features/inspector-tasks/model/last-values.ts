import type { InspectionType } from '@ipju/contract';
import { DEFAULT_DRAFTS, DEVICE_PER_FIELD, REMEMBERED_FIELDS, type Draft } from './task-draft';

const key = (type: InspectionType) => `ipju:inspector:last:${type}`;

type Stored = Record<string, unknown> & { devices?: Record<string, unknown> };

function read(type: InspectionType): Stored {
  try {
    return JSON.parse(window.localStorage.getItem(key(type)) ?? '{}') as Stored;
  } catch {
    // Nothing remembered (storage blocked or unreadable): the defaults.
    return {};
  }
}

/** The device last saved on this phone for what this draft measures (e.g. the substance), or '' (none yet). */
export function rememberedDevice(type: InspectionType, draft: Draft): string {
  const per = DEVICE_PER_FIELD[type];
  const device = per ? read(type).devices?.[draft[per] ?? ''] : undefined;
  return typeof device === 'string' ? device : '';
}

/** The form a type starts with on this phone: the defaults, then what the last saved task remembered. */
export function startingDraft(type: InspectionType): Draft {
  const draft = { ...DEFAULT_DRAFTS[type] };
  const stored = read(type);
  for (const field of REMEMBERED_FIELDS[type]) if (typeof stored[field] === 'string') draft[field] = stored[field];
  if (DEVICE_PER_FIELD[type]) draft.device = rememberedDevice(type, draft);
  return draft;
}

/** Remembers the fields of a saved task that the next one of its type starts with (span, temperatures, device). */
export function rememberDraft(type: InspectionType, draft: Draft): void {
  const kept: Stored = {};
  for (const field of REMEMBERED_FIELDS[type]) if (draft[field] !== undefined) kept[field] = draft[field];
  const per = DEVICE_PER_FIELD[type];
  // Each measured thing keeps its own device; saving one leaves the others' as they were.
  if (per) kept.devices = { ...read(type).devices, [draft[per] ?? '']: draft.device ?? '' };
  try {
    window.localStorage.setItem(key(type), JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the next form starts with the defaults.
  }
}
