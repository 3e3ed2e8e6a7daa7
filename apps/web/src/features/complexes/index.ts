/** Public surface of the complexes feature (home and my page link to the report). */
export { MoveInReportBanner } from './components/MoveInReportBanner';
export { REPORT_PATH } from './paths';
