export { routes } from './routes';
export { LEGAL_DOCUMENTS, policyPath } from './documents';
export type { LegalSlug } from './documents';
