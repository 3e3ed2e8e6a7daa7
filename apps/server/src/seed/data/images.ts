/**
 * Names of the generated demo images (apps/server/assets/seed/, served under /files/seed/). The files are
 * rendered by scripts/generate-seed-images.ts and committed; the seed only stores these URLs.
 */
export const SEED_IMAGE_URL_PREFIX = '/files/seed/';

/** Item and category images are 4:3. */
export const ITEM_IMAGE_SIZE = { width: 1200, height: 900 } as const;
export const LOGO_SIZE = { width: 400, height: 400 } as const;

/** Each category has three pictures: 1 the cover, 2 the work in progress, 3 before/after. */
export const CATEGORY_IMAGE_COUNT = 3;

export const categoryImageFile = (code: string, n: number) => `cat-${code.replace(/_/g, '-')}-${n}.webp`;
export const categoryImageUrl = (code: string, n: number) => SEED_IMAGE_URL_PREFIX + categoryImageFile(code, n);

/**
 * The square picture of a category (its icon on its colours, no words), drawn for the square boxes it is
 * shown in: the home tiles and the item cards' thumbnails (a square crop of the 4:3 cover cut its words).
 * 800 px: sharp at 2x in every box it fills (tiles ~80 px, cards 104 px, the 16:9 guide cover's centre).
 */
export const CATEGORY_THUMB_SIZE = { width: 800, height: 800 } as const;
export const categoryThumbFile = (code: string) => `cat-${code.replace(/_/g, '-')}-thumb.webp`;
export const categoryThumbUrl = (code: string) => SEED_IMAGE_URL_PREFIX + categoryThumbFile(code);

/** Images shared by every item: the ipju promise (guarantee) and the complex special-price banner. */
export const SHARED_IMAGES = {
  promise: 'ipju-promise.webp',
  specialPrice: 'ipju-special-price.webp',
} as const;
export const sharedImageUrl = (key: keyof typeof SHARED_IMAGES) => SEED_IMAGE_URL_PREFIX + SHARED_IMAGES[key];

export const partnerLogoFile = (partnerIdx: number) => `logo-${String(partnerIdx).padStart(2, '0')}.webp`;
export const partnerLogoUrl = (partnerIdx: number) => SEED_IMAGE_URL_PREFIX + partnerLogoFile(partnerIdx);

/** Floor plans (평면도) of the named complexes' unit types, 4:3 (scripts/generate-floor-plans.ts). */
export const FLOOR_PLAN_SIZE = { width: 1200, height: 900 } as const;
export const floorPlanFile = (apartmentIdx: number, typeName: string) => `plan-${apartmentIdx}-${typeName.toLowerCase()}.webp`;
export const floorPlanUrl = (apartmentIdx: number, typeName: string) => SEED_IMAGE_URL_PREFIX + floorPlanFile(apartmentIdx, typeName);
