/**
 * Chat factories: chatOrder(t) -> a signed-in resident with a paid order of one line, and the signed-in
 * company of that line (`partner.headers`); the order thread is opened by the test itself.
 */
import { randomUUID } from 'node:crypto';
import type { TestContext } from '../helpers';
import { createItem } from './catalog';
import { paidOrderWithHistory } from './orders';
import { partnerOfLine } from './partner-orders';
import { createSignedInResident } from './residents';

export async function chatOrder(t: TestContext, resident?: Awaited<ReturnType<typeof createSignedInResident>>) {
  const buyer = resident ?? (await createSignedInResident(t.app, t.db));
  const item = await createItem(t.db);
  const { order, lines } = await paidOrderWithHistory(t.db, { residentIdx: buyer.resident.residentIdx, item, lines: 1 });
  const partner = await partnerOfLine(t, lines[0]!.lineIdx);
  return { ...buyer, order, line: lines[0]!, partner, item };
}

/** A fresh clientKey, as the web makes one per message. */
export const clientKey = () => randomUUID();
