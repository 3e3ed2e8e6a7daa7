/**
 * Public API of the inspector-tasks feature: the recording screens of the five types and the list of
 * unsent records. The console registers its outbox senders once and mounts the sync hook in its shell.
 */
export { registerInspectionSenders } from './outbox-senders';
export { useInspectionOutboxSync } from './useInspectionOutboxSync';
export { useKeepInspectionOffline } from './useKeepInspectionOffline';
export { taskKeys } from './api/keys';
export { inspectorRoutes } from './routes';
