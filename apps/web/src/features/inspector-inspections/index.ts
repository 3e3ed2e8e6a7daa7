/**
 * Public API of the inspector-inspections feature: the console's lists and an inspection's screen.
 * The recording screens (inspector-tasks) and photos read an inspection through `useInspection` and
 * refresh it with `inspectionKeys`.
 */
export { useInspection, inspectionQuery } from './api/inspectorGetInspection';
export { inspectionKeys } from './api/keys';
export { inspectorRoutes } from './routes';
