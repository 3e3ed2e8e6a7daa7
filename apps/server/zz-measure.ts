import { buildApp } from './src/app';
import { loadConfig } from './src/config';
import { openDatabase } from './src/db/client';
import { createMessageSender } from './src/lib/messaging';
import { queryItemCards } from './src/modules/items/items.repository';
import { createFileStorage } from './src/lib/storage';

const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/ipju_items_perf', poolSize: 5 });
const config = loadConfig({ APP_MODE: 'demo', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000', DATA_DIR: '/tmp/zzdata' });
const deps: any = { config, db: database.db, messages: createMessageSender(config, database.db) };
try { deps.storage = createFileStorage(config); } catch {}
const app = await buildApp(deps, { logger: false });
await app.ready();
const N = Number(process.env.N ?? 300);
async function time(label: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 30; i++) await f();
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await f();
  console.log(label, ((performance.now() - t0) / N).toFixed(3), 'ms');
}
const url = `/api/v2/items?complexName=${encodeURIComponent('잠실래미안아이파크')}&pyeong=34`;
const r = await app.inject({ url });
console.log(r.statusCode, r.body.length); (await import("node:fs")).writeFileSync("/tmp/items.json", r.body);
await time('health inject', () => app.inject({ url: '/api/v2/health' }));
await time('items inject', () => app.inject({ url }));
await time('query only', () => queryItemCards(database.db, { apartmentIdx: 1, pyeong: 34, sort: 'recommended', limit: 20 }));
await time('select 1', () => database.db.execute('select 1' as any));
await app.close();
await database.close();
