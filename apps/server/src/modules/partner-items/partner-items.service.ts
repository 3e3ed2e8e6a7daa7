import {
  MAX_PORTFOLIO_PHOTOS,
  type ItemOptionGroup,
  type PartnerItemDetail,
  type PartnerItemPricesBody,
  type PartnerItemSummary,
  type PortfolioPhoto,
  type PortfolioPhotoBody,
} from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { asPartner, authorize } from '../../lib/authorize';
import { AppError, invalidField } from '../../lib/errors';
import { findUploadedImages } from '../files';
import { loadOptionGroups, type ItemsService } from '../items';
import * as repo from './partner-items.repository';

const itemNotFound = () => new AppError('NOT_FOUND', '상품을 찾을 수 없어요. 상품 목록을 새로 고쳐 주세요.');
const photoNotFound = () => new AppError('NOT_FOUND', '시공 사례 사진을 찾을 수 없어요. 목록을 새로 고쳐 주세요.');
const owners = (row: { partnerIdx: number }) => ({ partnerIdx: row.partnerIdx });

export interface PartnerCaller {
  accountIdx: number;
  partnerIdx: number;
}

type PricesInput = Omit<PartnerItemPricesBody, 'options'> & { options: Array<{ optionIdx: number; price: number }> };

function priceRange(row: repo.PartnerItemRow, groups: ItemOptionGroup[]) {
  const tiers = groups.filter((g) => g.kind === 'pyeong').flatMap((g) => g.options.map((o) => o.price));
  return tiers.length ? { priceFrom: Math.min(...tiers), priceTo: Math.max(...tiers) } : { priceFrom: row.basePrice, priceTo: row.basePrice };
}

function toSummary(row: repo.PartnerItemRow, groups: ItemOptionGroup[], portfolioCount: number, main: number[]): PartnerItemSummary {
  return {
    itemIdx: row.itemIdx,
    name: row.name,
    summary: row.summary,
    categoryCode: row.categoryCode,
    categoryName: row.categoryName,
    thumbnailUrl: row.thumbnailUrl,
    onSale: row.isActive,
    ...priceRange(row, groups),
    portfolioCount,
    isMain: main.includes(row.itemIdx),
  };
}

export function toPortfolioPhoto(row: Awaited<ReturnType<typeof repo.listPortfolio>>[number]): PortfolioPhoto {
  return {
    photoIdx: row.photoIdx,
    url: row.url,
    width: row.width,
    height: row.height,
    caption: row.caption,
    workedOn: row.workedOn,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The company's item management (/business/items). Every id a company names goes through authorize: another
 * company's item is a 404 exactly like a missing one. Changes drop the in-memory catalogue so residents'
 * lists show them at once. A price change reaches new carts only: cart lines keep the prices they were added
 * with (cart_lines.price_snapshot) and order lines keep what they were sold at.
 */
export function createPartnerItemsService(deps: Pick<AppDeps, 'db' | 'storage'>, { items }: { items: ItemsService }) {
  const { db } = deps;

  async function ownItem(caller: PartnerCaller, itemIdx: number) {
    return authorize(asPartner(caller.partnerIdx), await repo.findItem(db, itemIdx), owners, itemNotFound);
  }

  async function detail(caller: PartnerCaller, itemIdx: number): Promise<PartnerItemDetail> {
    const row = await ownItem(caller, itemIdx);
    const [groups, photos, main] = await Promise.all([
      loadOptionGroups(db, [itemIdx]),
      repo.listPortfolio(db, itemIdx),
      repo.mainItemIdxs(db, caller.partnerIdx),
    ]);
    const optionGroups = groups.get(itemIdx) ?? [];
    return {
      ...toSummary(row, optionGroups, photos.length, main),
      basePrice: row.basePrice,
      hasPyeongTiers: optionGroups.some((g) => g.kind === 'pyeong' && g.options.length > 0),
      optionGroups,
      portfolio: photos.map(toPortfolioPhoto),
    };
  }

  return {
    /** The company's items with their price range, sale state and photo count (a few queries for any number). */
    async list(caller: PartnerCaller): Promise<{ items: PartnerItemSummary[] }> {
      const rows = await repo.listOwnItems(db, caller.partnerIdx);
      const ids = rows.map((r) => r.itemIdx);
      const [groups, counts, main] = await Promise.all([
        loadOptionGroups(db, ids),
        repo.portfolioCounts(db, ids),
        repo.mainItemIdxs(db, caller.partnerIdx),
      ]);
      return { items: rows.map((r) => toSummary(r, groups.get(r.itemIdx) ?? [], counts.get(r.itemIdx) ?? 0, main)) };
    },

    detail,

    /** New prices for options (평형 tiers, areas, extras) and the base price; all or nothing. */
    async updatePrices(caller: PartnerCaller, itemIdx: number, body: PricesInput): Promise<PartnerItemDetail> {
      if (!body.options.length && body.basePrice === undefined) {
        throw invalidField('options', '바꿀 가격을 하나 이상 입력해 주세요.');
      }
      await db.transaction(async (tx) => {
        authorize(asPartner(caller.partnerIdx), await repo.lockItem(tx, itemIdx), owners, itemNotFound);
        const found = new Set((await repo.findItemOptions(tx, itemIdx, body.options.map((o) => o.optionIdx))).map((o) => o.optionIdx));
        const foreign = body.options.filter((o) => !found.has(o.optionIdx)).map((o) => o.optionIdx);
        if (foreign.length) throw invalidField('options', `이 상품의 옵션이 아니에요: ${foreign.join(', ')}. 상품을 새로 고쳐 주세요.`);
        const tiered = await repo.hasPyeongTiers(tx, itemIdx);
        if (tiered && body.basePrice !== undefined) {
          throw invalidField('basePrice', '평형별 가격이 있는 상품은 기본 가격 대신 평형별 가격을 바꿔 주세요.');
        }
        await repo.setOptionPrices(tx, body.options);
        await repo.refreshBasePrice(tx, itemIdx, body.basePrice);
      });
      items.invalidateCatalog();
      return detail(caller, itemIdx);
    },

    /** 판매 중 / 판매 중지: a stopped item leaves residents' lists; lines already in carts show it ended. */
    async setOnSale(caller: PartnerCaller, itemIdx: number, onSale: boolean): Promise<PartnerItemDetail> {
      await ownItem(caller, itemIdx);
      await repo.setActive(db, itemIdx, onSale);
      items.invalidateCatalog();
      return detail(caller, itemIdx);
    },

    async addPhoto(caller: PartnerCaller, itemIdx: number, body: PortfolioPhotoBody): Promise<PartnerItemDetail> {
      await ownItem(caller, itemIdx);
      const { images } = await findUploadedImages(deps, {
        keys: [body.fileKey],
        type: 'portfolio',
        ownerRole: 'partner',
        ownerIdx: caller.accountIdx,
      });
      const image = images[0];
      if (!image) throw invalidField('fileKey', '사진을 찾을 수 없어요. 사진을 다시 올려 주세요.');
      await db.transaction(async (tx) => {
        // Locked so two uploads at once cannot pass the photo limit together.
        authorize(asPartner(caller.partnerIdx), await repo.lockItem(tx, itemIdx), owners, itemNotFound);
        if ((await repo.listPortfolio(tx, itemIdx)).length >= MAX_PORTFOLIO_PHOTOS) {
          throw new AppError('CONFLICT', `시공 사례 사진은 상품마다 ${MAX_PORTFOLIO_PHOTOS}장까지예요. 오래된 사진을 지운 뒤 올려 주세요.`, [
            { field: 'fileKey', message: '사진이 너무 많아요.' },
          ]);
        }
        await repo.insertPortfolioPhoto(tx, {
          itemIdx,
          fileKey: image.key,
          url: image.url,
          width: image.width,
          height: image.height,
          caption: body.caption,
          workedOn: body.workedOn ?? null,
        });
      });
      return detail(caller, itemIdx);
    },

    async removePhoto(caller: PartnerCaller, itemIdx: number, photoIdx: number): Promise<PartnerItemDetail> {
      await ownItem(caller, itemIdx);
      if (!(await repo.deletePortfolioPhoto(db, itemIdx, photoIdx))) throw photoNotFound();
      return detail(caller, itemIdx);
    },

    /** GET /items/{id}/portfolio: 시공 사례 of an item on sale, newest first. */
    async publicPortfolio(itemIdx: number): Promise<{ photos: PortfolioPhoto[] }> {
      if (!(await repo.findPublicItem(db, itemIdx))) throw new AppError('NOT_FOUND', '상품을 찾을 수 없어요. 판매가 끝났거나 없는 상품이에요.');
      return { photos: (await repo.listPortfolio(db, itemIdx)).map(toPortfolioPhoto) };
    },
  };
}

export type PartnerItemsService = ReturnType<typeof createPartnerItemsService>;
