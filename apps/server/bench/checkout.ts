import { randomInt } from 'node:crypto';
import type { Db } from '../src/db/client';
import { residents } from '../src/db/schema';
import { createSession } from '../src/lib/session-store';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { randomReferralCode } from '../src/modules/auth';

export interface CheckoutFigures {
  checkouts: number;
  perSecond: number;
  initP99Ms: number;
  successP99Ms: number;
  /** init + success of one checkout (the server's part; the payment window is excluded). */
  checkoutP99Ms: number;
  failures: number;
}

/** The fields the benchmark reads from the answers it gets. */
interface BenchBody {
  imp_uid?: string;
  data: { line: { cartIdx: number }; merchantUid: string; amount: number; outcome: string };
}

/** The demo's first move-in cleaning (item 101) for 34평 at 잠실래미안아이파크, date undecided (no slot). */
const LINE = { itemIdx: 101, pyeong: 34, apartmentIdx: 1, tz: '미정' };

const p99 = (values: number[]) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]! * 10) / 10;
};

/**
 * Checkouts per second with `shoppers` residents buying at once for `seconds`: each loop puts a service in
 * the cart (untimed), creates the order (POST /billings/init, timed), pays in the sandbox (untimed: the
 * buyer's payment window) and reports it (POST /billings/success, which fetches the payment from the
 * sandbox and settles the order, timed).
 */
export async function benchCheckout(baseUrl: string, db: Db, seconds: number, shoppers: number): Promise<CheckoutFigures> {
  const cookies: string[] = [];
  for (let i = 0; i < shoppers; i++) {
    const [resident] = await db
      .insert(residents)
      .values({
        phone: `0109${String(randomInt(0, 10_000_000)).padStart(7, '0')}`,
        name: '벤치마크',
        referralCode: randomReferralCode(10),
        termsAgreedAt: new Date(),
        privacyAgreedAt: new Date(),
        apartmentIdx: 1,
      })
      .returning();
    const { token } = await createSession(db, 'resident', resident!.residentIdx, 'bench');
    cookies.push(`${SESSION_COOKIE}=${token}`);
  }
  const post = async (path: string, body: unknown, cookie?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as BenchBody };
  };

  const init: number[] = [];
  const success: number[] = [];
  const both: number[] = [];
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (Date.now() < deadline) {
        const added = await post('/api/v2/carts', LINE, cookie);
        if (added.status !== 200) {
          failures++;
          continue;
        }
        const t0 = performance.now();
        const order = await post('/api/v2/billings/init', { cartIdxs: [added.body.data.line.cartIdx], payMethod: 'card', agreeTerms: true }, cookie);
        const t1 = performance.now();
        if (order.status !== 200) {
          failures++;
          continue;
        }
        const { merchantUid, amount } = order.body.data;
        const paid = await post('/sandbox/portone/payments', { merchant_uid: merchantUid, amount, pay_method: 'card', outcome: 'paid' });
        const t2 = performance.now();
        const result = await post('/api/v2/billings/success', { impUid: paid.body.imp_uid, merchantUid }, cookie);
        const t3 = performance.now();
        if (result.status !== 200 || result.body.data.outcome !== 'paid') {
          failures++;
          continue;
        }
        init.push(t1 - t0);
        success.push(t3 - t2);
        both.push(t1 - t0 + (t3 - t2));
      }
    }),
  );
  return {
    checkouts: both.length,
    perSecond: Math.round((both.length / seconds) * 10) / 10,
    initP99Ms: p99(init),
    successP99Ms: p99(success),
    checkoutP99Ms: p99(both),
    failures,
  };
}
