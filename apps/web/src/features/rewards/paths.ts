export const COUPONS_PATH = '/my-page/coupons';
export const POINTS_PATH = '/my-page/points';
export const REFERRAL_PATH = '/referral';
