import type { ReportRepair } from './types';

export const NO_REPAIR: ReportRepair = { status: 'open', requestedAt: null, fixedAt: null };

/**
 * What ticking a box of the checklist makes of a finding's repair state. 보수 요청함 records the day the resident
 * asked the builder; 보수 완료 the day it was fixed (a fix implies a request, dated that day when none was
 * recorded). Unticking 완료 goes back to requested; unticking 요청함 clears both.
 */
export function nextRepair(current: ReportRepair, box: 'requested' | 'fixed', checked: boolean, today: string): ReportRepair {
  if (box === 'requested') {
    return checked ? { status: 'requested', requestedAt: current.requestedAt ?? today, fixedAt: null } : NO_REPAIR;
  }
  if (checked) return { status: 'fixed', requestedAt: current.requestedAt ?? today, fixedAt: today };
  return current.requestedAt ? { status: 'requested', requestedAt: current.requestedAt, fixedAt: null } : NO_REPAIR;
}
