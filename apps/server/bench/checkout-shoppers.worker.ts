import { parentPort, workerData } from 'node:worker_threads';
import { checkoutClient, type Attempt } from './checkout';
import type { ShoppersInput } from './checkout-shoppers';

/** The residents checking out at once (bench/checkout.ts), in their own thread. */
const { baseUrl, cookies, seconds } = workerData as ShoppersInput;
const checkout = checkoutClient(baseUrl, (_step, run) => run());
const attempts: Attempt[] = [];
const deadline = Date.now() + seconds * 1000;
await Promise.all(
  cookies.map(async (cookie) => {
    while (Date.now() < deadline) attempts.push(await checkout(cookie));
  }),
);
parentPort!.postMessage(attempts);
