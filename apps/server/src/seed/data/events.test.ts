import { existsSync } from 'node:fs';
import path from 'node:path';
import { EVENT_BANNER_SIZE, eventStatusAt, REFERRAL_POINTS, REVIEW_REWARD_DEFAULTS, seoulInstant, VOUCHER_TIERS } from '@ipju/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../lib/paths';
import { COUPONS } from './coupons';
import { eventBannerFile, SEED_EVENTS } from './events';

/** The seeded events' copy agrees with the rules that pay them, and each has its committed banner. */
const text = (id: number) => {
  const e = SEED_EVENTS.find((x) => x.eventIdx === id)!;
  return [e.title, e.summary, ...e.sections.flatMap((s) => [s.title, s.body, ...(s.bullets ?? [])]), ...e.notes].join('\n');
};

describe('seeded events', () => {
  it('are events 1 to 7, with fine print and a button to an app path', () => {
    expect(SEED_EVENTS.map((e) => e.eventIdx)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const e of SEED_EVENTS) {
      expect(e.notes.length).toBeGreaterThan(0);
      expect(e.ctaPath).toMatch(/^\/[a-z0-9/_-]*$/);
      expect(`${e.title}${e.summary}`).not.toMatch(/lorem|TODO|테스트/i);
    }
  });

  it('name the amounts of the referral, voucher, review and coupon rules', () => {
    expect(text(1)).toContain(`${REFERRAL_POINTS.toLocaleString('ko-KR')}P`);
    for (const tier of VOUCHER_TIERS) {
      expect(text(2)).toContain(`${tier.minAmount.toLocaleString('ko-KR')}원 이상 결제: ${tier.amount.toLocaleString('ko-KR')}원 상품권`);
    }
    expect(text(3)).toContain('13,000명');
    expect(COUPONS.some((c) => c.code && text(3).includes(`코드 ${c.code}`))).toBe(true);
    expect(text(4)).toContain(`${REVIEW_REWARD_DEFAULTS.photo.toLocaleString('ko-KR')}P`);
    expect(text(4)).toContain(`${REVIEW_REWARD_DEFAULTS.text.toLocaleString('ko-KR')}P`);
    const app = COUPONS.find((c) => c.appReward)!;
    expect(text(6)).toContain(`${app.discountValue.toLocaleString('ko-KR')}원`);
  });

  it('on the demo date, most run and one has ended', () => {
    const demoDay = seoulInstant('2026-11-23', '12:00');
    const statuses = SEED_EVENTS.map((e) => eventStatusAt(e.startsAt, e.endsAt, demoDay));
    expect(statuses.filter((s) => s === 'ended')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'ongoing')).toHaveLength(6);
  });

  it('each has its 1200 x 630 JPEG banner committed under assets/seed', async () => {
    for (const e of SEED_EVENTS) {
      const file = path.join(SERVER_ROOT, 'assets', 'seed', eventBannerFile(e.eventIdx));
      expect(existsSync(file), file).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', EVENT_BANNER_SIZE.width, EVENT_BANNER_SIZE.height]);
    }
  });
});
