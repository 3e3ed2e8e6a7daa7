import pg from 'pg';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/ipju_items_perf', max: 2 });
const cols = `i.item_idx, i.name, i.summary, i.category_code, c.name as cname, c.visit_time_set, i.visit_time_set as ivts, i.thumbnail_url,
 i.sales_count, i.rating_avg::float8, i.review_count, i.base_price, p.partner_idx, p.company_name, p.rating_avg::float8 as prating, p.review_count as prc,
 t.option_idx, t.name as tname, t.price, t.pyeong_min, t.pyeong_max, sp.discount_rate, sp.label`;
const lateral = `select ${cols} from items i join categories c on c.code = i.category_code join partners p on p.partner_idx = i.partner_idx
 left join lateral (select o.option_idx, o.name, o.price, o.pyeong_min, o.pyeong_max from item_option_groups g join item_options o on o.group_idx = g.group_idx
   where g.item_idx = i.item_idx and g.kind = 'pyeong' order by greatest(coalesce(o.pyeong_min, 0) - $2::int, $2::int - coalesce(o.pyeong_max, 2147483647), 0), coalesce(o.pyeong_min, 0), g.sort_order, o.sort_order limit 1) t on true
 left join special_prices sp on sp.item_idx = i.item_idx and sp.apartment_idx = $1 and sp.starts_at <= now() and (sp.ends_at is null or sp.ends_at > now())
 where i.is_active and p.withdrawn_at is null order by (sp.discount_rate is not null) desc, i.sort_order, i.sales_count desc, i.item_idx limit 20`;
const distinct = `with t as (select distinct on (g.item_idx) g.item_idx, o.option_idx, o.name, o.price, o.pyeong_min, o.pyeong_max from item_option_groups g join item_options o on o.group_idx = g.group_idx
   where g.kind = 'pyeong' order by g.item_idx, greatest(coalesce(o.pyeong_min, 0) - $2::int, $2::int - coalesce(o.pyeong_max, 2147483647), 0), coalesce(o.pyeong_min, 0), g.sort_order, o.sort_order)
 select ${cols} from items i join categories c on c.code = i.category_code join partners p on p.partner_idx = i.partner_idx
 left join t on t.item_idx = i.item_idx
 left join special_prices sp on sp.item_idx = i.item_idx and sp.apartment_idx = $1 and sp.starts_at <= now() and (sp.ends_at is null or sp.ends_at > now())
 where i.is_active and p.withdrawn_at is null order by (sp.discount_rate is not null) desc, i.sort_order, i.sales_count desc, i.item_idx limit 20`;
const N = 300;
async function time(label: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 30; i++) await f();
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await f();
  console.log(label, ((performance.now() - t0) / N).toFixed(3), 'ms');
}
await time('select1', () => pool.query('select 1'));
await time('lateral', () => pool.query(lateral, [1, 34]));
await time('lateral named', () => pool.query({ name: 'lat', text: lateral, values: [1, 34] }));
await time('distinct', () => pool.query(distinct, [1, 34]));
await time('distinct named', () => pool.query({ name: 'dis', text: distinct, values: [1, 34] }));
await time('lateral', () => pool.query(lateral, [1, 34]));
await time('lateral named', () => pool.query({ name: 'lat', text: lateral, values: [1, 34] }));
await pool.end();
