import { Worker } from 'node:worker_threads';
import type { Attempt } from './checkout';

export interface ShoppersInput {
  baseUrl: string;
  /** One session cookie per resident; each checks out again and again until the time is up. */
  cookies: string[];
  seconds: number;
}

/** Runs the shoppers (bench/checkout-shoppers.worker.ts) in a worker thread and returns every attempt. */
export function runShoppers(input: ShoppersInput): Promise<Attempt[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./checkout-shoppers.worker.mjs', import.meta.url), { workerData: input });
    worker.once('message', (attempts: Attempt[]) => resolve(attempts));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`checkout shoppers' worker stopped with ${code}`));
    });
  });
}
