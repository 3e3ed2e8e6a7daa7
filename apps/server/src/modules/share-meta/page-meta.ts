import {
  allAtContent,
  allAtProduct,
  CHAPTER_CODES,
  COMPLEX_PAGE_PATHS,
  CHAPTER_NAMES,
  CONTENT_PAGES,
  EVENT_BANNER_SIZE,
  formatNumber,
  formatWon,
  isAllAtSlug,
  type ChapterCode,
  type ComplexPage,
  type EventDetail,
  type EventSummary,
  type ItemCard,
} from '@ipju/contract';

/**
 * What a shared link of an app page shows (its title, description and picture), found from the page's
 * path (and, for a service page, its `item`). Only the shareable pages have their own: /events and
 * /events/{id}, /business/{code} (category or chapter; with ?item={itemIdx} that service), /item-guide/{code}
 * and /contents/{slug}; any other path, and an unknown id, code or slug, has none (the app's default
 * preview stays). An unknown item keeps its category's preview.
 */
export interface PageMeta {
  /** The page's own title (og:title); the document title adds the site name. */
  title: string;
  description: string;
  /** An app path (/files/..., served here) or an absolute URL. */
  image: string;
  imageSize?: { width: number; height: number };
  type: 'website' | 'article';
  /** The query that belongs to the page's address (og:url), e.g. ?item=101 for a service. */
  query?: string;
}

/** A category as its pages' previews show it. */
export interface PreviewCategory {
  code: string;
  name: string;
  headline: string;
  description: string;
  imageUrl: string;
  hasItemGuide: boolean;
  /** The chapter (묶음 페이지) it belongs to, if any. */
  chapter: string | null;
}

export interface PageMetaSources {
  event(eventIdx: number): Promise<EventDetail | null>;
  events(): Promise<EventSummary[]>;
  /** Every category, in display order. */
  categories(): Promise<PreviewCategory[]>;
  /** The services on sale in a category, at regular prices (no complex chosen). */
  categoryItems(code: string): Promise<ItemCard[]>;
  /** A complex's own page by slug, or null when no complex has it. */
  complexPage(slug: string): Promise<ComplexPage | null>;
  /** A shared move-in calculation's title and description (null: no such link, or a private one). */
  moveInCalculation?(shareToken: string): Promise<{ title: string; description: string } | null>;
}

/** The picture of pages without one of their own (the ipju promise banner of the seed). */
export const DEFAULT_SHARE_IMAGE = '/files/seed/ipju-promise.webp';

const EVENT_PATH = /^\/events\/(\d{1,9})$/;
const CODE_PATH = /^\/(business|item-guide|contents)\/([A-Za-z0-9_-]{1,80})$/;
const COMPLEX_PATH = /^\/complexes\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The slug of a complex page path: SPEC's fixed paths (/oneperla) or /complexes/{slug}. */
export function complexSlugOfPath(path: string): string | undefined {
  const fixed = Object.entries(COMPLEX_PAGE_PATHS).find(([, p]) => p === path)?.[0];
  if (fixed) return fixed;
  const match = COMPLEX_PATH.exec(path);
  return match && match[1]!.length <= 60 ? match[1] : undefined;
}

/** A path as the router sees it: no query, no trailing slash. */
export function normalisePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether a path is one of the shareable pages (cheap, no database). */
export function isShareablePath(path: string): boolean {
  return path === '/events' || EVENT_PATH.test(path) || CODE_PATH.test(path) || complexSlugOfPath(path) !== undefined || path === CALCULATOR_PATH;
}

/** The move-in calculator; with ?share={token} a saved calculation (docs/MOVE-IN-CALCULATOR.md). */
export const CALCULATOR_PATH = '/move-in-calculator';

/** The `share` token of a calculator link, when it is well formed. */
export function shareOfQuery(url: string): string | undefined {
  const query = url.split('#')[0]!.split('?')[1];
  const value = query ? new URLSearchParams(query).get('share') : null;
  return value && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : undefined;
}

async function calculatorMeta(sources: PageMetaSources, shareToken: string | undefined): Promise<PageMeta | null> {
  if (shareToken === undefined) {
    return {
      title: '입주 비용 계산기',
      description: '분양가와 잔금일을 넣으면 취득세, 등기 비용, 관리비 예치금, 이사와 입주 서비스까지 입주에 드는 돈을 한 번에 계산해요.',
      image: DEFAULT_SHARE_IMAGE,
      type: 'website',
    };
  }
  const shared = await sources.moveInCalculation?.(shareToken);
  if (!shared) return null;
  return { ...shared, image: DEFAULT_SHARE_IMAGE, type: 'article', query: `?share=${shareToken}` };
}

function eventMeta(event: EventDetail): PageMeta {
  return { title: event.title, description: event.summary, image: event.imageUrl, imageSize: EVENT_BANNER_SIZE, type: 'article' };
}

/** A service's preview: its name, company, rating and the price it starts from. */
function itemMeta(item: ItemCard): PageMeta {
  const rating = item.reviewCount > 0 ? `별점 ${item.ratingAvg.toFixed(1)} · 후기 ${formatNumber(item.reviewCount)}개 · ` : '';
  // No 평형 is known for a shared link: the smallest tier's price, "부터".
  const price = `${formatWon(item.price.price)}부터`;
  return {
    title: `${item.name} - ${item.partner.companyName}`,
    description: `${item.categoryName} · ${rating}${price}. ${item.summary}`,
    image: item.thumbnailUrl,
    type: 'website',
    query: `?item=${item.itemIdx}`,
  };
}

const isChapter = (code: string): code is ChapterCode => (CHAPTER_CODES as readonly string[]).includes(code);

async function businessMeta(code: string, sources: PageMetaSources, itemIdx?: number): Promise<PageMeta | null> {
  const categories = await sources.categories();
  const category = categories.find((c) => c.code === code);
  if (category && itemIdx !== undefined) {
    const item = (await sources.categoryItems(code)).find((i) => i.itemIdx === itemIdx);
    if (item) return itemMeta(item);
  }
  if (category) {
    return { title: category.name, description: `${category.headline}. ${category.description}`, image: category.imageUrl, type: 'website' };
  }
  if (!isChapter(code)) return null;
  const chapterName = CHAPTER_NAMES[code];
  const members = categories.filter((c) => c.chapter === code);
  return {
    title: `${chapterName} 서비스`,
    description: members.length
      ? `${members.map((m) => m.name).join(', ')} 업체의 단지 특가와 후기를 한곳에서 비교하고 예약해요.`
      : `${chapterName} 서비스 업체의 단지 특가와 후기를 비교하고 예약해요.`,
    image: members[0]?.imageUrl ?? DEFAULT_SHARE_IMAGE,
    type: 'website',
  };
}

async function itemGuideMeta(code: string, sources: PageMetaSources): Promise<PageMeta | null> {
  const category = (await sources.categories()).find((c) => c.code === code && c.hasItemGuide);
  if (!category) return null;
  return {
    title: `${category.name} 가이드`,
    description: `${category.name}, 어떤 서비스인지부터 업체 고르는 법과 가격까지 알려 드려요. ${category.headline}.`,
    image: category.imageUrl,
    type: 'article',
  };
}

async function contentMeta(slug: string, sources: PageMetaSources): Promise<PageMeta | null> {
  if (isAllAtSlug(slug)) {
    const category = (await sources.categories()).find((c) => c.code === allAtProduct(slug));
    if (!category) return null;
    const copy = allAtContent(category.code, category.name);
    return { title: copy.title, description: copy.lead, image: category.imageUrl, type: 'article' };
  }
  const copy = Object.hasOwn(CONTENT_PAGES, slug) ? CONTENT_PAGES[slug] : undefined;
  if (!copy) return null;
  return { title: copy.title, description: copy.lead, image: DEFAULT_SHARE_IMAGE, type: 'article' };
}

async function eventsListMeta(sources: PageMetaSources): Promise<PageMeta> {
  const first = (await sources.events())[0];
  return {
    title: '이벤트',
    description: '입주에서 진행 중인 혜택과 이벤트를 한곳에서 확인하세요. 이웃 초대 포인트, 결제 금액별 상품권, 할인 쿠폰까지 모았어요.',
    image: first?.imageUrl ?? DEFAULT_SHARE_IMAGE,
    ...(first ? { imageSize: EVENT_BANNER_SIZE } : {}),
    type: 'website',
  };
}

/** A complex page's preview: the complex, its size and builder, its move-in period and the best special price. */
function complexMeta(page: ComplexPage): PageMeta {
  const { complex } = page;
  const facts = [`${formatNumber(complex.households)}세대`, complex.builder, complex.moveInStart ? `${complex.moveInStart.replaceAll('-', '.')} 입주 시작` : null]
    .filter(Boolean)
    .join(' · ');
  const best = Math.max(0, ...page.specialItems.map((i) => i.price.discountRate));
  const offer = page.specialItems.length
    ? `입주 서비스 ${formatNumber(page.specialItems.length)}개를 최대 ${best}% 단지 특가로 예약해요.`
    : '입주 서비스 단지 특가를 준비하고 있어요.';
  const plan = page.floorPlans.find((p) => p.image)?.image;
  return {
    title: `${complex.name} 입주 준비`,
    description: `${facts}. ${offer} 평면도, 공동구매 현황, 이웃 후기까지 한눈에 보세요.`,
    image: plan?.url ?? DEFAULT_SHARE_IMAGE,
    ...(plan ? { imageSize: { width: plan.width, height: plan.height } } : {}),
    type: 'website',
  };
}

/** The `item` of a service page's query (/business/{code}?item=123), when it is a plausible id. */
export function itemOfQuery(url: string): number | undefined {
  const query = url.split('#')[0]!.split('?')[1];
  const value = query ? new URLSearchParams(query).get('item') : null;
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

/** The preview of a normalised path, or null when the path has none of its own. */
export async function pageMetaFor(path: string, sources: PageMetaSources, itemIdx?: number, shareToken?: string): Promise<PageMeta | null> {
  if (path === '/events') return eventsListMeta(sources);
  if (path === CALCULATOR_PATH) return calculatorMeta(sources, shareToken);
  const event = EVENT_PATH.exec(path);
  if (event) {
    const found = await sources.event(Number(event[1]));
    return found ? eventMeta(found) : null;
  }
  const slug = complexSlugOfPath(path);
  if (slug !== undefined) {
    const page = await sources.complexPage(slug);
    return page ? complexMeta(page) : null;
  }
  const match = CODE_PATH.exec(path);
  if (!match) return null;
  const [, kind, code] = match as unknown as [string, 'business' | 'item-guide' | 'contents', string];
  if (kind === 'business') return businessMeta(code, sources, itemIdx);
  if (kind === 'item-guide') return itemGuideMeta(code, sources);
  return contentMeta(code, sources);
}
