/**
 * The offline outbox (lib, no feature knowledge): writes kept in IndexedDB until the server has them.
 *
 *   const outbox = getOutbox();
 *   outbox.register('inspection.task.create', async (payload) => (await api.inspectorCreateTask(payload)).data);
 *   await outbox.enqueue({ kind: 'inspection.task.create', scope: 'inspection:12', label: '침실1 · 바닥 수평', payload });
 *   const waiting = useOutboxItems('inspection:12'); // shown at once with a "전송 대기" mark
 *
 * An item's id is its clientKey (server-side idempotency). `dependsOn` holds it back until the items it
 * builds on are sent; its sender reads their answers with `context.resultOf(id)` (a photo gets its task's id).
 */
export { createOutbox } from './outbox';
export type { Outbox, OutboxOptions, OutboxState } from './outbox';
export { getOutbox } from './shared';
export { useOutboxItems, useOutboxState } from './useOutbox';
export { classifyFailure, backoffMs } from './classify';
export type { NewOutboxItem, OutboxEvent, OutboxItem, OutboxSender, SendContext } from './types';
