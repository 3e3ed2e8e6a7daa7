/**
 * The inspector console's paths (사전점검 점검원 콘솔, everything under /inspector). The router loads the
 * console's lazy chunk for them (app/inspector-entry.ts); features link to each other's screens with these.
 */
export const INSPECTOR_HOME = '/inspector';
export const INSPECTOR_LOGIN = '/inspector/login';
export const INSPECTOR_UNSENT = '/inspector/unsent';

export function isInspectorPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === INSPECTOR_HOME || pathname.startsWith(`${INSPECTOR_HOME}/`);
}

/** One inspection's screen: the home, its five types and its spaces. */
export const inspectionPath = (inspectionIdx: number) => `/inspector/inspections/${inspectionIdx}`;

/** The recording screen of one measurement type. */
export const inspectionTypePath = (inspectionIdx: number, type: string) => `/inspector/inspections/${inspectionIdx}/types/${type}`;

/** The photos of an inspection (feature inspector-photos). */
export const inspectionPhotosPath = (inspectionIdx: number) => `/inspector/inspections/${inspectionIdx}/photos`;

/** The report preview and sending (feature inspector-report). */
export const inspectionReportPath = (inspectionIdx: number) => `/inspector/inspections/${inspectionIdx}/report`;
