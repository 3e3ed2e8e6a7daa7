import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { preparedQuery } from '../../../db/prepared';
import { sandboxPayments } from '../../../db/schema';
import { isUniqueViolation } from '../../errors';
import type { PortOnePaymentStatus } from '../types';
import { decideCancel, type CancelRequest } from './cancel-rules';
import type { SandboxPaymentRow } from './payment-object';

export type NewSandboxPayment = Omit<typeof sandboxPayments.$inferInsert, 'impUid'>;

/** PortOne's imp_uid shape: imp_ and 12 digits. */
const newImpUid = () => `imp_${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** Stores a new payment under a fresh imp_uid (a collision, one in a trillion, draws another). */
export async function insertPayment(db: DbOrTx, values: NewSandboxPayment): Promise<SandboxPaymentRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db.insert(sandboxPayments).values({ ...values, impUid: newImpUid() }).returning();
      return row!;
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}

export function findPayment(db: DbOrTx, impUid: string): Promise<SandboxPaymentRow | undefined> {
  return paymentQuery(db)
    .execute({ impUid })
    .then((rows) => rows[0]);
}
/** Prepared (db/prepared.ts): every payment report fetches its payment. */
const paymentQuery = preparedQuery(
  (db, name) =>
    db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.impUid, sql.placeholder('impUid')))
      .prepare(name),
  'sandbox_payment_by_imp_uid',
);

/** The newest payment of an order, optionally of one status (GET /payments/find/{merchant_uid}/{status}). */
export function findLatestPayment(
  db: DbOrTx,
  merchantUid: string,
  statuses?: PortOnePaymentStatus[],
): Promise<SandboxPaymentRow | undefined> {
  return db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.merchantUid, merchantUid), statuses ? inArray(sandboxPayments.status, statuses) : undefined))
    .orderBy(desc(sandboxPayments.createdAt), desc(sandboxPayments.startedAt))
    .limit(1)
    .then((rows) => rows[0]);
}

export type CancelOutcome =
  | { kind: 'not_found' }
  | { kind: 'refused'; message: string }
  | { kind: 'cancelled'; row: SandboxPaymentRow };

/**
 * POST /payments/cancel: the row is locked (SELECT ... FOR UPDATE) while the rules read what is left and
 * the cancel is written, so concurrent partial cancels of one payment can never refund more than was paid.
 */
export function cancelPayment(
  db: Db,
  target: { impUid?: string; merchantUid?: string },
  request: CancelRequest,
  nowS: number,
): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    // imp_uid wins when both are given (PortOne's rule); by merchant_uid the live payment is the one meant.
    const impUid =
      target.impUid ??
      (target.merchantUid
        ? ((await findLatestPayment(tx, target.merchantUid, ['paid', 'ready'])) ?? (await findLatestPayment(tx, target.merchantUid)))
            ?.impUid
        : undefined);
    if (!impUid) return { kind: 'not_found' };
    const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, impUid)).for('update');
    if (!row) return { kind: 'not_found' };
    const decision = decideCancel(row, request, nowS);
    if (!decision.ok) return { kind: 'refused', message: decision.message };
    const [updated] = await tx
      .update(sandboxPayments)
      .set(decision.update)
      .where(eq(sandboxPayments.impUid, impUid))
      .returning();
    return { kind: 'cancelled', row: updated! };
  });
}

export type DepositOutcome =
  | { kind: 'not_found' }
  | { kind: 'refused'; message: string }
  | { kind: 'deposited'; row: SandboxPaymentRow };

export const DEPOSIT_EXPIRED = '입금 기한이 지났어요.';

/**
 * The buyer deposits into an issued virtual account. One conditional update (still issued and not past
 * its deadline), so two deposits of one account pay it once; a refusal is explained from the row.
 */
export async function depositVbank(db: Db, impUid: string, nowS: number): Promise<DepositOutcome> {
  const [paid] = await db
    .update(sandboxPayments)
    .set({ status: 'paid', paidAt: nowS })
    .where(
      and(
        eq(sandboxPayments.impUid, impUid),
        eq(sandboxPayments.status, 'ready'),
        eq(sandboxPayments.payMethod, 'vbank'),
        gte(sandboxPayments.vbankDate, nowS),
      ),
    )
    .returning();
  if (paid) return { kind: 'deposited', row: paid };
  const row = await findPayment(db, impUid);
  if (!row) return { kind: 'not_found' };
  if (row.status === 'ready' && row.payMethod === 'vbank') return { kind: 'refused', message: DEPOSIT_EXPIRED };
  return { kind: 'refused', message: '입금을 기다리는 가상계좌가 아니에요.' };
}
