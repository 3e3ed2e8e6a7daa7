/** The inspection report view (resident pages and the inspector console's preview). */
export { ReportView, type ReportViewProps } from './ReportView';
export { SeverityBadge, VerdictBadge } from './Badges';
export { ReportPhotoTile } from './ReportPhotoTile';
export { AIR_SCREENING_NOTE } from './ReportSummary';
export type * from './types';
