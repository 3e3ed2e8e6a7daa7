import { openDatabase } from './src/db/client';
import { createItemsService } from './src/modules/items/items.service';
import { queryItemCards } from './src/modules/items/items.repository';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/ipju_items_perf', poolSize: 5 });
const svc = createItemsService(database.db);
const N = 500;
async function time(label: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await f();
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await f();
  console.log(label, ((performance.now() - t0) / N).toFixed(3), 'ms');
}
await time('select 1', () => database.db.execute('select 1' as any));
await time('query', () => queryItemCards(database.db, { apartmentIdx: 1, pyeong: 34, sort: 'recommended', limit: 20 }));
await time('service', () => svc.listItems({ complexName: '잠실래미안아이파크', pyeong: 34, itemSortType: 'recommended', limit: 20 }));
await database.close();
