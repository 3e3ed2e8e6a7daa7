import {
  addDays,
  formatNumber,
  formatPoints,
  formatWon,
  REFERRAL_POINTS,
  REVIEW_REWARD_DEFAULTS,
  seoulDateParts,
  seoulInstant,
  VOUCHER_TIERS,
} from '@ipju/contract';
import type { EventSection } from '../../db/schema';
import { COUPONS, DEMO_EVENT_POINTS, type SeedCoupon } from './coupons';
import { SEED_IMAGE_URL_PREFIX } from './images';

/**
 * Events 1 to 7 (SPEC section 2: /events/{id} with page metadata). Every amount comes from the rule that
 * pays it (the contract's constants, the seeded coupons), so the copy stays true when a rule changes.
 * `banner` is what scripts/generate-event-banners.ts draws on each 1200 x 630 banner (committed under
 * assets/seed/ as event-{id}.jpg, also the link-preview image).
 */

export interface EventBanner {
  /** The small line above the headline. */
  eyebrow: string;
  /** Two short lines. */
  headline: [string, string];
  /** The big figure in the chip (a benefit). */
  highlight: string;
  /** [gradient from, gradient to, accent] */
  palette: [string, string, string];
  icon: 'people' | 'gift' | 'party' | 'camera' | 'sparkle' | 'phone' | 'leaf';
}

export interface SeedEvent {
  eventIdx: number;
  title: string;
  summary: string;
  badge: string;
  sections: EventSection[];
  notes: string[];
  ctaLabel: string;
  ctaPath: string;
  startsAt: Date;
  endsAt: Date | null;
  banner: EventBanner;
}

/** The end of a Korean calendar day (events end at the next midnight). */
const endOfDay = (ymd: string) => seoulInstant(addDays(ymd, 1));

/** '2027년 12월 31일' in Korean time. */
const longDate = (d: Date) => {
  const { year, month, day } = seoulDateParts(d);
  return `${year}년 ${month}월 ${day}일`;
};

function coupon(match: (c: SeedCoupon) => boolean): SeedCoupon {
  const found = COUPONS.find(match);
  if (!found) throw new Error('an event names a coupon the seed does not have');
  return found;
}

const milestone = coupon((c) => c.code === 'IPJU5000');
const cleaning = coupon((c) => c.downloadable === true && (c.categoryCodes ?? []).includes('cleaning'));
const grout = coupon((c) => c.downloadable === true && (c.categoryCodes ?? []).includes('tljoint'));
const coat = coupon((c) => c.downloadable === true && (c.categoryCodes ?? []).includes('coatpnt'));
const app = coupon((c) => c.appReward === true);

const tiersAscending = [...VOUCHER_TIERS].sort((a, b) => a.minAmount - b.minAmount);
const lowestTier = tiersAscending[0]!;
const highestTier = tiersAscending[tiersAscending.length - 1]!;
const review = REVIEW_REWARD_DEFAULTS;
const pairDiscount = (cleaning.maxDiscount ?? 0) + grout.discountValue;

export const SEED_EVENTS: SeedEvent[] = [
  {
    eventIdx: 1,
    title: `이웃 초대하고 ${formatPoints(REFERRAL_POINTS)} 받기`,
    summary: `내 추천 코드로 이웃이 가입하면 한 명마다 ${formatPoints(REFERRAL_POINTS)}를 드려요. 초대할 수 있는 이웃 수에는 제한이 없어요.`,
    badge: formatPoints(REFERRAL_POINTS),
    sections: [
      {
        title: '이렇게 참여해요',
        body: '내 정보의 이웃 초대 메뉴에서 내 추천 코드와 초대 링크를 확인하고, 같은 단지 이웃에게 보내 주세요.',
        bullets: [
          '초대 링크로 들어온 이웃은 추천 코드가 자동으로 입력돼요',
          '이웃이 휴대폰 번호로 가입을 마치면 바로 적립돼요',
          `이웃 한 명마다 ${formatPoints(REFERRAL_POINTS)}, 몇 명이든 적립해요`,
        ],
      },
      {
        title: '적립한 포인트는 이렇게 써요',
        body: '결제할 때 현금처럼 쓸 수 있어요. 내 정보 > 포인트에서 적립된 날짜와 함께 확인할 수 있어요.',
      },
    ],
    notes: [
      '추천 적립은 새로 가입한 계정 하나당 한 번만 드려요.',
      '내 추천 코드로 나를 추천할 수는 없어요.',
      '같은 사람이 여러 계정을 만드는 등 부정한 방법으로 받은 포인트는 회수할 수 있어요.',
    ],
    ctaLabel: '이웃 초대하기',
    ctaPath: '/referral',
    startsAt: seoulInstant('2026-01-01'),
    endsAt: null,
    banner: {
      eyebrow: '이웃 초대 이벤트',
      headline: ['이웃과 함께 입주하면', '포인트가 쌓여요'],
      highlight: `1명당 ${formatPoints(REFERRAL_POINTS)}`,
      palette: ['#E8F3FF', '#FFFFFF', '#3182F6'],
      icon: 'people',
    },
  },
  {
    eventIdx: 2,
    title: `결제 금액별 최대 ${formatWon(highestTier.amount)} 상품권`,
    summary: `한 번에 ${formatWon(lowestTier.minAmount)} 이상 결제하면 금액에 따라 ${tiersAscending.map((t) => formatWon(t.amount)).join(' / ')} 상품권을 드려요.`,
    badge: `최대 ${formatWon(highestTier.amount)}`,
    sections: [
      {
        title: '결제 금액별 상품권',
        body: '주문 하나로 결제한 금액(카드·계좌 결제액과 사용한 포인트의 합)에 따라 상품권을 드려요.',
        bullets: tiersAscending.map((t) => `${formatWon(t.minAmount)} 이상 결제: ${formatWon(t.amount)} 상품권`),
      },
      {
        title: '함께 결제하면 더 높은 구간으로',
        body: '여러 서비스를 한 번에 결제하면 합계 금액으로 판단해요. 입주청소, 탄성코트, 줄눈처럼 입주 전에 하는 서비스를 장바구니에 담아 한 번에 결제해 보세요.',
      },
      {
        title: '언제 받나요',
        body: '결제가 끝나면 주문 상세의 결제 혜택에 상품권이 지급 예정으로 표시돼요.',
      },
    ],
    notes: [
      '주문 하나에 닿은 가장 높은 구간의 상품권 하나만 드려요.',
      '쿠폰으로 할인받은 금액은 결제 금액에 들어가지 않아요.',
      '서비스를 취소해 결제 금액이 줄면 그 금액에 맞는 상품권으로 바뀌거나 지급이 취소돼요.',
    ],
    ctaLabel: '서비스 둘러보기',
    ctaPath: '/',
    startsAt: seoulInstant('2026-01-01'),
    endsAt: null,
    banner: {
      eyebrow: '결제 혜택',
      headline: ['결제 금액에 따라', '상품권을 드려요'],
      highlight: `최대 ${formatWon(highestTier.amount)}`,
      palette: ['#FFF4E6', '#FFFFFF', '#F76707'],
      icon: 'gift',
    },
  },
  {
    eventIdx: 3,
    title: '회원 13,000명 돌파 기념 할인 쿠폰',
    summary: `입주와 함께해 주셔서 고마워요. 모든 서비스에 쓸 수 있는 ${formatWon(milestone.discountValue)} 할인 쿠폰 코드를 드려요.`,
    badge: `${formatWon(milestone.discountValue)} 쿠폰`,
    sections: [
      {
        title: `쿠폰 코드 ${milestone.code}`,
        body: `내 정보 > 쿠폰에서 코드 ${milestone.code}을 등록하면 바로 받을 수 있어요.`,
        bullets: [
          '모든 서비스에 쓸 수 있어요',
          `${formatWon(milestone.minOrderAmount ?? 0)} 이상 결제할 때 ${formatWon(milestone.discountValue)}을 할인해 드려요`,
          `${longDate(milestone.validUntil!)}까지 쓸 수 있어요`,
        ],
      },
      {
        title: '함께해 주셔서 고마워요',
        body: '입주를 준비하는 회원 13,000명이 단지 특가로 서비스를 비교하고 예약했어요. 앞으로도 검증한 파트너와 정직한 가격으로 보답할게요.',
      },
    ],
    notes: [
      '쿠폰 코드는 한 계정에 한 번 등록할 수 있어요.',
      '모든 서비스용 쿠폰이라 한 결제에 다른 쿠폰과 함께 쓸 수 없어요.',
      '시공 전에 결제를 모두 취소하면 쿠폰을 돌려드려요. 사용 기간이 지나면 쓸 수 없어요.',
    ],
    ctaLabel: '쿠폰 등록하러 가기',
    ctaPath: '/my-page/coupons',
    startsAt: seoulInstant('2026-11-01'),
    endsAt: endOfDay('2026-12-31'),
    banner: {
      eyebrow: '회원 13,000명 돌파',
      headline: ['고마운 마음을 담아', '할인 쿠폰을 드려요'],
      highlight: `${formatWon(milestone.discountValue)} 쿠폰`,
      palette: ['#F3F0FF', '#FFFFFF', '#7048E8'],
      icon: 'party',
    },
  },
  {
    eventIdx: 4,
    title: `사진 후기 쓰고 ${formatPoints(review.photo)} 받기`,
    summary: `시공이 끝난 서비스에 사진과 함께 후기를 남기면 ${formatPoints(review.photo)}, 글 후기는 ${formatPoints(review.text)}를 드려요.`,
    badge: `최대 ${formatPoints(review.photo)}`,
    sections: [
      {
        title: '이렇게 참여해요',
        body: '시공이 끝난 서비스는 주문 내역에서 후기를 쓸 수 있어요. 후기를 올리면 포인트가 바로 적립돼요.',
        bullets: [
          `${review.minLength}자 이상 글 후기: ${formatPoints(review.text)}`,
          `사진을 1장 이상 올린 후기: ${formatPoints(review.photo)}`,
          '주문한 서비스 하나마다 후기 하나를 쓸 수 있어요',
        ],
      },
      {
        title: '이런 사진이 이웃에게 도움이 돼요',
        body: '같은 단지, 비슷한 평형 이웃이 업체를 고를 때 가장 많이 보는 것이 실제 시공 사진이에요. 줄눈 색상, 탄성코트 마감, 청소 전후처럼 눈으로 확인할 수 있는 사진을 올려 주세요.',
      },
    ],
    notes: [
      `후기를 쓴 날부터 ${review.clawbackDays}일 안에 지우면 적립한 포인트를 다시 가져가요.`,
      '서비스와 관계없는 사진이나 다른 사람의 사진을 올린 후기는 가려질 수 있어요.',
      '후기에는 이름과 동·호수가 보이지 않아요. 단지와 평형대만 표시돼요.',
    ],
    ctaLabel: '주문 내역에서 후기 쓰기',
    ctaPath: '/my-page/orders',
    startsAt: seoulInstant('2026-06-01'),
    endsAt: null,
    banner: {
      eyebrow: '포토 후기 이벤트',
      headline: ['시공 사진을 남기면', '포인트를 드려요'],
      highlight: `최대 ${formatPoints(review.photo)}`,
      palette: ['#EBFBEE', '#FFFFFF', '#2B8A3E'],
      icon: 'camera',
    },
  },
  {
    eventIdx: 5,
    title: `입주청소 + 줄눈 함께 예약하면 최대 ${formatWon(pairDiscount)} 할인`,
    summary: `입주청소 ${cleaning.discountValue}% 쿠폰과 줄눈 ${formatWon(grout.discountValue)} 쿠폰을 한 번의 결제에 함께 쓸 수 있어요.`,
    badge: '쿠폰 2장',
    sections: [
      {
        title: '쿠폰 두 장을 한 결제에',
        body: '서비스가 다르면 쿠폰을 함께 쓸 수 있어요. 입주청소와 줄눈을 장바구니에 담아 한 번에 결제하면 두 쿠폰이 모두 적용돼요.',
        bullets: [
          `입주청소 ${cleaning.discountValue}% 할인: ${formatWon(cleaning.minOrderAmount ?? 0)} 이상, 최대 ${formatWon(cleaning.maxDiscount ?? 0)}`,
          `줄눈 시공 ${formatWon(grout.discountValue)} 할인: ${formatWon(grout.minOrderAmount ?? 0)} 이상, 선착순 ${formatNumber(grout.totalLimit ?? 0)}장`,
        ],
      },
      {
        title: '순서는 줄눈 먼저, 청소는 마지막에',
        body: '줄눈을 먼저 시공하고 하루 이상 지난 뒤 입주청소를 하면 시공 때 생긴 먼지까지 깨끗하게 정리돼요. 희망일을 고를 때 하루 이상 간격을 두세요.',
      },
      {
        title: '쿠폰 받는 곳',
        body: '입주청소와 줄눈 서비스 페이지의 받을 수 있는 쿠폰에서 쿠폰 받기를 눌러 주세요.',
      },
    ],
    notes: [
      `입주청소 쿠폰은 받은 날부터 ${cleaning.validDays}일 동안 쓸 수 있어요.`,
      `줄눈 쿠폰은 ${formatNumber(grout.totalLimit ?? 0)}장이 모두 나가면 기간 전에 끝날 수 있어요.`,
      '쿠폰은 서비스 하나에 한 장씩 쓸 수 있어요.',
    ],
    ctaLabel: '입주청소 쿠폰 받기',
    ctaPath: '/business/cleaning',
    startsAt: seoulInstant('2026-11-01'),
    endsAt: grout.validUntil ? new Date(grout.validUntil.getTime() + 1000) : endOfDay('2027-02-28'),
    banner: {
      eyebrow: '함께 예약 혜택',
      headline: ['입주청소와 줄눈,', '같이 하면 더 싸요'],
      highlight: `최대 ${formatWon(pairDiscount)}`,
      palette: ['#E6FCF5', '#FFFFFF', '#0CA678'],
      icon: 'sparkle',
    },
  },
  {
    eventIdx: 6,
    title: `입주 앱에서 ${formatWon(app.discountValue)} 쿠폰 받기`,
    summary: `입주 앱에서 로그인하면 앱 전용 ${formatWon(app.discountValue)} 할인 쿠폰을 한 번 드려요.`,
    badge: '앱 전용',
    sections: [
      {
        title: '받는 방법',
        body: '',
        bullets: ['앱 스토어나 구글 플레이에서 입주 앱을 설치해요', '앱에서 휴대폰 번호로 로그인해요', '내 정보 > 쿠폰에서 앱 쿠폰 받기를 눌러요'],
      },
      {
        title: '쿠폰 내용',
        body: `모든 서비스에서 ${formatWon(app.minOrderAmount ?? 0)} 이상 결제할 때 ${formatWon(app.discountValue)}을 할인해 드려요. 받은 날부터 ${app.validDays}일 동안 쓸 수 있어요.`,
      },
      {
        title: '앱에서는 이런 점이 편해요',
        body: '예약 확정, 일정 변경, 해피콜 안내를 푸시 알림으로 바로 받아요. 같은 계정이라 웹에서 담은 장바구니와 예약도 그대로 이어져요.',
      },
    ],
    notes: [
      '계정 하나에 한 번만 받을 수 있어요.',
      '웹 브라우저에서는 받을 수 없어요. 입주 앱에서 받아 주세요.',
      `${longDate(app.validUntil!)}까지 받을 수 있어요.`,
    ],
    ctaLabel: '쿠폰함 열기',
    ctaPath: '/my-page/coupons',
    startsAt: seoulInstant('2026-11-01'),
    endsAt: app.validUntil ? new Date(app.validUntil.getTime() + 1000) : null,
    banner: {
      eyebrow: '앱 설치 혜택',
      headline: ['입주 앱에서만', '받을 수 있는 쿠폰'],
      highlight: formatWon(app.discountValue),
      palette: ['#FFF0F6', '#FFFFFF', '#D6336C'],
      icon: 'phone',
    },
  },
  {
    eventIdx: 7,
    title: `가을 입주 준비 이벤트: 단지 등록하고 ${formatPoints(DEMO_EVENT_POINTS.amount)}`,
    summary: `9월과 10월, 우리 단지와 평형을 등록한 회원에게 입주 준비 포인트 ${formatPoints(DEMO_EVENT_POINTS.amount)}를 드렸어요.`,
    badge: formatPoints(DEMO_EVENT_POINTS.amount),
    sections: [
      {
        title: '이벤트 내용',
        body: `가을 입주가 몰리는 9월과 10월에 우리 단지와 평형을 등록한 회원에게 ${formatPoints(DEMO_EVENT_POINTS.amount)}를 드렸어요.`,
      },
      {
        title: '적립 안내',
        body: `포인트는 이벤트가 끝난 뒤 한 번에 적립했어요. 내 정보 > 포인트에서 '${DEMO_EVENT_POINTS.memo}'으로 확인할 수 있어요.`,
      },
      {
        title: '겨울 입주를 준비한다면',
        body: `베란다 결로와 곰팡이가 걱정되는 계절이에요. 탄성코트 페이지에서 ${coat.discountValue}% 할인 쿠폰(최대 ${formatWon(coat.maxDiscount ?? 0)})을 받을 수 있어요.`,
      },
    ],
    notes: ['이 이벤트는 2026년 10월 31일에 끝났어요.', '적립한 포인트는 결제할 때 현금처럼 쓸 수 있어요.'],
    ctaLabel: '포인트 내역 보기',
    ctaPath: '/my-page/points',
    startsAt: seoulInstant('2026-09-01'),
    endsAt: endOfDay('2026-10-31'),
    banner: {
      eyebrow: '가을 입주 준비',
      headline: ['우리 단지 등록하고', '입주 준비 포인트'],
      highlight: formatPoints(DEMO_EVENT_POINTS.amount),
      palette: ['#FFF9DB', '#FFFFFF', '#E67700'],
      icon: 'leaf',
    },
  },
];

export const eventBannerFile = (eventIdx: number) => `event-${eventIdx}.jpg`;
export const eventBannerUrl = (eventIdx: number) => SEED_IMAGE_URL_PREFIX + eventBannerFile(eventIdx);
