import type { InspectionLive } from './types';

/** Statuses in which the team may still record: the live page keeps polling and says so. */
export const LIVE_STATUSES: readonly InspectionLive['status'][] = ['scheduled', 'in_progress', 'measured'];
