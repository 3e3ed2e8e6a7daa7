import { describe, expect, it } from 'vitest';
import { seoulInstant } from '@ipju/contract';
import { decideNotice, isMarketingNight, nightEndsAt, unsubscribeToken, verifyUnsubscribeToken, type ResidentPreferences } from './resident-preferences';

const prefs = (over: Partial<ResidentPreferences> = {}): ResidentPreferences => ({
  marketingAgreed: true,
  marketingAgreedAt: seoulInstant('2026-06-01', '10:00'),
  marketingWithdrawnAt: null,
  answerPush: true,
  answerMessage: true,
  marketingPush: true,
  marketingMessage: true,
  nightAgreed: false,
  nightAgreedAt: null,
  ...over,
});
const noon = seoulInstant('2026-11-20', '12:00');

describe('the 알림 설정 rules', () => {
  it('treats 21:00 to 08:00 in Seoul as night, and holds until the next 08:00', () => {
    expect(isMarketingNight(seoulInstant('2026-11-20', '20:59'))).toBe(false);
    expect(isMarketingNight(seoulInstant('2026-11-20', '21:00'))).toBe(true);
    expect(isMarketingNight(seoulInstant('2026-11-21', '07:59'))).toBe(true);
    expect(isMarketingNight(seoulInstant('2026-11-21', '08:00'))).toBe(false);
    expect(nightEndsAt(seoulInstant('2026-11-20', '22:10'))).toEqual(seoulInstant('2026-11-21', '08:00'));
    expect(nightEndsAt(seoulInstant('2026-11-21', '03:00'))).toEqual(seoulInstant('2026-11-21', '08:00'));
  });

  it('always sends 주문·방문 안내, whatever the settings', () => {
    const off = prefs({ marketingAgreed: false, answerPush: false, answerMessage: false });
    expect(decideNotice('service', 'alimtalk', off, seoulInstant('2026-11-20', '23:00'))).toEqual({ action: 'send', inbox: true });
    expect(decideNotice('service', 'push', null, noon)).toEqual({ action: 'send', inbox: true });
  });

  it('stops 혜택·이벤트 without consent, after two years, on a channel turned off, or with no settings', () => {
    expect(decideNotice('marketing', 'push', prefs({ marketingAgreed: false }), noon)).toMatchObject({ action: 'skip', inbox: false });
    expect(decideNotice('marketing', 'push', prefs({ marketingAgreedAt: seoulInstant('2024-11-20', '11:00') }), noon)).toMatchObject({
      action: 'skip',
      reason: 'marketing consent not reconfirmed',
    });
    expect(decideNotice('marketing', 'sms', prefs({ marketingMessage: false }), noon)).toMatchObject({ action: 'skip', inbox: true });
    expect(decideNotice('marketing', 'push', null, noon)).toMatchObject({ action: 'skip', inbox: false });
    expect(decideNotice('marketing', 'push', prefs(), noon)).toEqual({ action: 'send', inbox: true });
  });

  it('holds 혜택·이벤트 at night without the night consent, sends it with one', () => {
    const night = seoulInstant('2026-11-20', '23:30');
    expect(decideNotice('marketing', 'push', prefs(), night)).toEqual({ action: 'defer', until: seoulInstant('2026-11-21', '08:00') });
    expect(decideNotice('marketing', 'push', prefs({ nightAgreed: true }), night)).toEqual({ action: 'send', inbox: true });
  });

  it('signs 수신거부 links for one resident only', () => {
    const token = unsubscribeToken(42, 'secret-a');
    expect(verifyUnsubscribeToken(token, 'secret-a')).toBe(42);
    expect(verifyUnsubscribeToken(token, 'secret-b')).toBeNull();
    expect(verifyUnsubscribeToken(token.replace(/^42\./, '43.'), 'secret-a')).toBeNull();
    expect(verifyUnsubscribeToken('42', 'secret-a')).toBeNull();
  });
});
