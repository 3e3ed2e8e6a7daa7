import { createOutbox, type Outbox } from './outbox';

let shared: Outbox | null = null;

/** The page's one outbox (created on first use): every feature registers its senders and enqueues here. */
export function getOutbox(): Outbox {
  shared ??= createOutbox();
  return shared;
}
