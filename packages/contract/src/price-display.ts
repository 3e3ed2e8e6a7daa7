/**
 * How a service's price is shown on every card and the item page (zod-free, shared by the server and
 * the web), from the server's `itemPrice`:
 *
 * - No 평형 chosen (basis 'from'): the lowest price the service can cost, with the tier it belongs to and
 *   '부터' ('~24평 288,000원부터'), so the figure never rises once a 평형 is chosen for that tier.
 * - A 평형 chosen (basis 'pyeong'): that tier's price; a special price is compared with the regular
 *   price of the same tier ('14% 단지 특가 350,900원', struck 408,000원).
 */
export interface PriceDisplayInput {
  regularPrice: number;
  price: number;
  discountRate: number;
  priceType: 'special' | 'regular';
  basis: 'pyeong' | 'from';
  pyeongTier?: { name: string; pyeongMin: number | null; pyeongMax: number | null } | undefined;
}

export interface PriceDisplay {
  price: number;
  /** The same tier's regular price, when a special price applies. */
  regularPrice: number | null;
  discountRate: number | null;
  /** '14% 단지 특가' */
  badge: string | null;
  /** '~24평', '25~34평', '35평~' */
  tierLabel: string | null;
  /** '부터' before a 평형 is chosen. */
  suffix: '부터' | null;
  /** One line under the price on the item page. */
  note: string;
}

/** '~24평' (also for a tier from 1평), '25~34평', '35평~' (or the tier's own name when it has no bounds). */
export function tierRangeLabel(tier: { name: string; pyeongMin: number | null; pyeongMax: number | null }): string {
  const { pyeongMin: min, pyeongMax: max } = tier;
  const open = min === null || min <= 1; // a tier from 1평 is "up to N평"
  if (open && max === null) return tier.name;
  if (open) return `~${max}평`;
  if (max === null) return `${min}평~`;
  return min === max ? `${min}평` : `${min}~${max}평`;
}

/**
 * The discount rate (%) of a special price, from the regular price and the price paid: the one rate every
 * screen shows when it has only the two amounts (the plan, the order receipt). The server takes rate% off and
 * rounds the discount down to 100원 (apps/server/src/lib/pricing.ts discountFor), so the discount lies just
 * under rate%; rounding the share up gives the rate back (476,000원 → 423,700원 is 11%, the rate the card
 * shows, not 10%). Integer operands keep an exact share (e.g. 10%) from rounding up past itself.
 */
export function specialDiscountRate(regularPrice: number, price: number): number {
  if (regularPrice <= 0 || price >= regularPrice) return 0;
  return Math.ceil(((regularPrice - price) * 100) / regularPrice);
}

/** A tier every home falls in (e.g. 1~999평): the price does not depend on the 평형, so no tier is named. */
const ALL_SIZES_FROM = 200;
const coversEveryHome = (t: { pyeongMin: number | null; pyeongMax: number | null }) =>
  (t.pyeongMin === null || t.pyeongMin <= 1) && (t.pyeongMax === null || t.pyeongMax >= ALL_SIZES_FROM);

export function itemPriceDisplay(p: PriceDisplayInput): PriceDisplay {
  const special = p.priceType === 'special' && p.discountRate > 0 && p.regularPrice > p.price;
  const tierLabel = p.pyeongTier && !coversEveryHome(p.pyeongTier) ? tierRangeLabel(p.pyeongTier) : null;
  const from = p.basis === 'from';
  let note: string;
  if (from) {
    note = tierLabel
      ? `${tierLabel} 기준 가장 낮은 가격이에요. 평형을 고르면 그 평형의 가격을 보여 드려요.`
      : '옵션을 고르기 전 가장 낮은 가격이에요.';
  } else {
    note = tierLabel ? `${tierLabel} 기준 가격이에요.` : '기본 가격이에요.';
  }
  return {
    price: p.price,
    regularPrice: special ? p.regularPrice : null,
    discountRate: special ? p.discountRate : null,
    badge: special ? `${p.discountRate}% 단지 특가` : null,
    tierLabel,
    suffix: from ? '부터' : null,
    note,
  };
}

/** The price in one line, e.g. for a screen reader: '~24평 288,000원부터', '25~34평 14% 단지 특가 350,900원'. */
export function itemPriceText(p: PriceDisplayInput, formatWon: (n: number) => string): string {
  const d = itemPriceDisplay(p);
  return [d.tierLabel, d.badge, `${formatWon(d.price)}${d.suffix ?? ''}`].filter(Boolean).join(' ');
}
