import { randomInt } from 'node:crypto';
import type { Db } from '../src/db/client';
import { residents } from '../src/db/schema';
import { createSession } from '../src/lib/session-store';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { randomReferralCode } from '../src/modules/auth';
import type { BenchQueryCounter } from './query-count';
import type { HeldJobs } from './held-jobs';
import { runShoppers } from './checkout-shoppers';

export interface CheckoutFigures {
  checkouts: number;
  perSecond: number;
  initP99Ms: number;
  successP99Ms: number;
  /** init + success of one checkout (the server's part; the payment window is excluded). */
  checkoutP99Ms: number;
  failures: number;
  /** What the first refusal said (status and code), to see why checkouts fail. */
  firstFailure: string | null;
  /**
   * Statements of one checkout run alone: POST /billings/init and POST /billings/success, and apart from
   * them the notice dispatch job their notices started (after the answer, outside the request).
   */
  queries: { init: number; success: number; dispatch: number };
  /** The statements counted, in order (BENCH_SHOW_QUERIES=1 prints them). */
  statements: { init: string[]; success: string[]; dispatch: string[] };
}

/** The fields the benchmark reads from the answers it gets. */
interface BenchBody {
  imp_uid?: string;
  code?: string;
  message?: string;
  data: { line: { cartIdx: number }; merchantUid: string; amount: number; outcome: string };
}

/** The demo's first move-in cleaning (item 101) for 34평 at 잠실래미안아이파크, date undecided (no slot). */
const LINE = { itemIdx: 101, pyeong: 34, apartmentIdx: 1, tz: '미정' };
/** What the payment page sends besides the cart: the home visited, how to get in, and the consents. */
const ORDER = {
  payMethod: 'card',
  agreeTerms: true,
  agreeThirdParty: true,
  visit: { dong: '101', ho: '1203', entryMethod: 'management_office', parking: 'available' },
};

const p99 = (values: number[]) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]! * 10) / 10;
};

/** A signed-in resident of the demo's first complex: the session cookie a browser would send. */
async function residentCookie(db: Db): Promise<string> {
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
  return `${SESSION_COOKIE}=${token}`;
}

export interface Attempt {
  ok: boolean;
  failure?: string;
  initMs: number;
  successMs: number;
}

/**
 * One resident's checkout as the web app makes it: a service into the cart (untimed), the order (POST
 * /billings/init, timed), the payment in the sandbox (untimed: the buyer's payment window), and its report
 * (POST /billings/success, which fetches the payment from the sandbox and settles the order, timed).
 * `around` wraps the timed calls (the query count of one checkout).
 */
export function checkoutClient(baseUrl: string, around: (step: 'init' | 'success', run: () => Promise<unknown>) => Promise<unknown>) {
  // A browser page of ours says where a POST comes from (Origin); the server refuses a cookie without it (CSRF).
  const origin = new URL(baseUrl).origin;
  const post = async (path: string, body: unknown, cookie?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as BenchBody };
  };
  const refused = (step: string, r: { status: number; body: BenchBody }) => `${step} ${r.status} ${r.body.code ?? ''} ${r.body.message ?? ''}`.trim();

  return async (cookie: string): Promise<Attempt> => {
    const added = await post('/api/v2/carts', LINE, cookie);
    if (added.status !== 200) return { ok: false, failure: refused('POST /carts', added), initMs: 0, successMs: 0 };
    let order!: Awaited<ReturnType<typeof post>>;
    const t0 = performance.now();
    await around('init', async () => {
      order = await post('/api/v2/billings/init', { cartIdxs: [added.body.data.line.cartIdx], ...ORDER }, cookie);
    });
    const t1 = performance.now();
    if (order.status !== 200) return { ok: false, failure: refused('POST /billings/init', order), initMs: 0, successMs: 0 };
    const { merchantUid, amount } = order.body.data;
    const paid = await post('/sandbox/portone/payments', { merchant_uid: merchantUid, amount, pay_method: 'card', outcome: 'paid' });
    let result!: Awaited<ReturnType<typeof post>>;
    const t2 = performance.now();
    await around('success', async () => {
      result = await post('/api/v2/billings/success', { impUid: paid.body.imp_uid, merchantUid }, cookie);
    });
    const t3 = performance.now();
    if (result.status !== 200 || result.body.data.outcome !== 'paid') {
      return { ok: false, failure: refused('POST /billings/success', result), initMs: 0, successMs: 0 };
    }
    return { ok: true, initMs: t1 - t0, successMs: t3 - t2 };
  };
}

/**
 * Checkouts per second with `shoppers` residents buying at once for `seconds`, after one checkout run alone
 * whose statements are counted (init and success apart).
 */
export async function benchCheckout(
  baseUrl: string,
  db: Db,
  queries: BenchQueryCounter,
  jobs: HeldJobs,
  seconds: number,
  shoppers: number,
): Promise<CheckoutFigures> {
  const cookies: string[] = [];
  for (let i = 0; i < shoppers; i++) cookies.push(await residentCookie(db));

  const counted: CheckoutFigures['statements'] = { init: [], success: [], dispatch: [] };
  const probe = checkoutClient(baseUrl, async (step, run) => {
    counted[step] = (await queries.count(run)).statements;
  });
  // The first checkout warms the caches; the second is the one counted, with the jobs it starts held so
  // that their statements are counted apart (they run after the answer, as on pg-boss).
  await probe(cookies[0]!);
  await jobs.release();
  jobs.hold();
  const probed = await probe(cookies[0]!);
  counted.dispatch = (await queries.count(() => jobs.release())).statements;

  // The residents' browsers run in a worker thread, as autocannon does: their requests and JSON parsing must
  // not take turns with the server on its own event loop.
  const results = await runShoppers({ baseUrl, cookies, seconds });
  const init: number[] = [];
  const success: number[] = [];
  const both: number[] = [];
  let failures = 0;
  let firstFailure = probed.ok ? null : (probed.failure ?? null);
  for (const attempt of results) {
    if (!attempt.ok) {
      failures++;
      firstFailure ??= attempt.failure ?? null;
      continue;
    }
    init.push(attempt.initMs);
    success.push(attempt.successMs);
    both.push(attempt.initMs + attempt.successMs);
  }
  return {
    checkouts: both.length,
    perSecond: Math.round((both.length / seconds) * 10) / 10,
    initP99Ms: p99(init),
    successP99Ms: p99(success),
    checkoutP99Ms: p99(both),
    failures,
    firstFailure,
    queries: { init: counted.init.length, success: counted.success.length, dispatch: counted.dispatch.length },
    statements: counted,
  };
}
