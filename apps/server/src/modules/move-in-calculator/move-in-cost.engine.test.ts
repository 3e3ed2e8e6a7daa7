import { describe, expect, it } from 'vitest';
import { acquisitionTax, depositCosts, movingCosts, percent, RateUnavailableError, registrationCosts, type PurchaseFacts } from './move-in-cost.engine';

/**
 * Worked examples written by hand from the law's tables (지방세법 제11조 제1항 제8호, 제13조의2, 제151조;
 * 농어촌특별세법 제5조 제1항 제6호, 제4조 제11호; 인지세법 제3조, 제6조), not from the code.
 */
const facts = (over: Partial<PurchaseFacts>): PurchaseFacts => ({
  price: 500_000_000,
  acquisitionDate: '2026-12-10',
  exclusiveArea: 84.97,
  pyeong: 34,
  homesOwned: 1,
  adjustedArea: false,
  temporaryTwoHomes: false,
  ...over,
});

const amounts = (f: PurchaseFacts) => {
  const lines = acquisitionTax(f).section.lines;
  const of = (key: string) => lines.find((l) => l.key === key)!.amount;
  return { acquisition: of('acquisitionTax'), education: of('localEducationTax'), rural: of('ruralSpecialTax') };
};

describe('취득세 and its surtaxes', () => {
  it('1주택 5억, 전용 84㎡: 1% + 교육세 0.1% + 농특세 0', () => {
    expect(amounts(facts({ price: 500_000_000, exclusiveArea: 84 }))).toEqual({ acquisition: 5_000_000, education: 500_000, rural: 0 });
  });

  it('1주택 7.5억: (7.5 × 2/3 − 3)% = 2%, 교육세 0.2%', () => {
    expect(amounts(facts({ price: 750_000_000 }))).toEqual({ acquisition: 15_000_000, education: 1_500_000, rural: 0 });
  });

  it('1주택 7억: 7 × 2/3 − 3 = 1.6666…% is rounded to 1.67% (소수점 넷째자리), 교육세 0.167%', () => {
    expect(amounts(facts({ price: 700_000_000 }))).toEqual({ acquisition: 11_690_000, education: 1_169_000, rural: 0 });
    expect(acquisitionTax(facts({ price: 700_000_000 })).acquisitionBp).toBe(167);
  });

  it('an uneven price: 8억 1,234만원 is 2.4156% -> 2.42%, amounts cut below 10원', () => {
    // 812,340,000 × 2.42% = 19,658,628 -> 19,658,620; × 0.242% = 1,965,862.8 -> 1,965,860
    expect(amounts(facts({ price: 812_340_000 }))).toEqual({ acquisition: 19_658_620, education: 1_965_860, rural: 0 });
  });

  it('the bands meet: exactly 6억 is 1%, exactly 9억 is 3%, 9억 1원 is 3%', () => {
    expect(acquisitionTax(facts({ price: 600_000_000 })).acquisitionBp).toBe(100);
    expect(acquisitionTax(facts({ price: 900_000_000 })).acquisitionBp).toBe(300);
    expect(acquisitionTax(facts({ price: 900_000_001 })).acquisitionBp).toBe(300);
    expect(acquisitionTax(facts({ price: 600_000_001 })).acquisitionBp).toBe(100);
    expect(acquisitionTax(facts({ price: 615_000_000 })).acquisitionBp).toBe(110);
  });

  it('1주택 10억, 전용 114㎡: 3% + 교육세 0.3% + 농특세 0.2%', () => {
    expect(amounts(facts({ price: 1_000_000_000, exclusiveArea: 114.5 }))).toEqual({
      acquisition: 30_000_000,
      education: 3_000_000,
      rural: 2_000_000,
    });
  });

  it('over 85㎡ adds 농특세 0.2% on the general rates; 85㎡ itself does not', () => {
    expect(amounts(facts({ price: 500_000_000, exclusiveArea: 85.01 })).rural).toBe(1_000_000);
    expect(amounts(facts({ price: 500_000_000, exclusiveArea: 85 })).rural).toBe(0);
  });

  it('조정대상지역 2주택 6억: 중과 8% + 교육세 0.4%; over 85㎡ 농특세 0.6%', () => {
    expect(amounts(facts({ price: 600_000_000, homesOwned: 2, adjustedArea: true, exclusiveArea: 84 }))).toEqual({
      acquisition: 48_000_000,
      education: 2_400_000,
      rural: 0,
    });
    expect(amounts(facts({ price: 600_000_000, homesOwned: 2, adjustedArea: true, exclusiveArea: 101 })).rural).toBe(3_600_000);
  });

  it('조정대상지역 3주택 and any 4주택 이상: 12% + 교육세 0.4% + 농특세 1.0% over 85㎡', () => {
    expect(amounts(facts({ price: 1_000_000_000, homesOwned: 3, adjustedArea: true, exclusiveArea: 120 }))).toEqual({
      acquisition: 120_000_000,
      education: 4_000_000,
      rural: 10_000_000,
    });
    expect(amounts(facts({ price: 500_000_000, homesOwned: 4, adjustedArea: false })).acquisition).toBe(60_000_000);
  });

  it('비조정대상지역: 2주택 keeps the general rates, 3주택 is 8%', () => {
    expect(amounts(facts({ price: 500_000_000, homesOwned: 2 }))).toEqual({ acquisition: 5_000_000, education: 500_000, rural: 0 });
    expect(amounts(facts({ price: 500_000_000, homesOwned: 3 }))).toEqual({ acquisition: 40_000_000, education: 2_000_000, rural: 0 });
  });

  it('일시적 2주택 in an adjusted area takes the 1주택 rates and says so', () => {
    const tax = acquisitionTax(facts({ price: 500_000_000, homesOwned: 2, adjustedArea: true, temporaryTwoHomes: true }));
    expect(tax.acquisitionBp).toBe(100);
    expect(tax.section.lines[0]!.note).toContain('일시적 2주택');
    expect(tax.section.lines[0]!.sources.map((s) => s.article)).toContain('제28조의5 (일시적 2주택)');
  });

  it('picks the rates valid on the 잔금일: before 2020.8.12 a 2nd home in an adjusted area paid 1%, a 4th home 4%', () => {
    expect(acquisitionTax(facts({ acquisitionDate: '2020-08-11', homesOwned: 2, adjustedArea: true })).acquisitionBp).toBe(100);
    expect(acquisitionTax(facts({ acquisitionDate: '2020-08-12', homesOwned: 2, adjustedArea: true })).acquisitionBp).toBe(800);
    expect(amounts(facts({ acquisitionDate: '2020-05-01', homesOwned: 4 }))).toEqual({ acquisition: 20_000_000, education: 2_000_000, rural: 0 });
    expect(() => acquisitionTax(facts({ acquisitionDate: '2019-12-31' }))).toThrow(RateUnavailableError);
  });

  it('every tax line names its law with a law.go.kr address, and the tax is due 60 days after the 잔금일', () => {
    const tax = acquisitionTax(facts({}));
    for (const line of tax.section.lines) {
      expect(line.sources.length).toBeGreaterThan(0);
      for (const s of line.sources) expect(s.url).toMatch(/^https:\/\/www\.law\.go\.kr\/법령\//);
    }
    expect(tax.section.lines[0]!.sources[0]).toMatchObject({ law: '지방세법', url: 'https://www.law.go.kr/법령/지방세법/제11조' });
    expect(tax.dueDate).toBe('2027-02-08');
    expect(tax.section.subtotal).toBe(5_500_000);
  });

  it('percent shows a rate as people read it', () => {
    expect([percent(167), percent(16.7), percent(800), percent(40)]).toEqual(['1.67%', '0.167%', '8%', '0.4%']);
  });
});

describe('등기 비용', () => {
  const amountsOf = (price: number, choices = { useLawyer: false, lawyerFee: null as number | null }) =>
    Object.fromEntries(registrationCosts({ price, acquisitionDate: '2026-12-10' }, choices).lines.map((l) => [l.key, l.amount]));

  it('인지세 by price band, the buyer paying half: 1억 이하 주택 0, 1억~10억 15만원, 10억 초과 35만원', () => {
    expect(amountsOf(100_000_000).stampDuty).toBe(0);
    expect(amountsOf(500_000_000).stampDuty).toBe(75_000);
    expect(amountsOf(1_000_000_000).stampDuty).toBe(75_000);
    expect(amountsOf(1_200_000_000).stampDuty).toBe(175_000);
  });

  it('등기신청 수수료 15,000원; the 법무사 보수 is an estimate until the resident types a figure', () => {
    expect(amountsOf(500_000_000).registrationFee).toBe(15_000);
    expect(amountsOf(500_000_000).lawyerFee).toBeUndefined();
    const estimated = registrationCosts({ price: 500_000_000, acquisitionDate: '2026-12-10' }, { useLawyer: true, lawyerFee: null });
    expect(estimated.lines.find((l) => l.key === 'lawyerFee')).toMatchObject({ amount: 400_000, estimate: true });
    const typed = registrationCosts({ price: 500_000_000, acquisitionDate: '2026-12-10' }, { useLawyer: true, lawyerFee: 330_000 });
    expect(typed.lines.find((l) => l.key === 'lawyerFee')).toMatchObject({ amount: 330_000, estimate: false });
    expect(typed.subtotal).toBe(75_000 + 15_000 + 330_000);
  });
});

describe('관리비 예치금 and moving', () => {
  it("uses the complex's figure when there is one, else 전용㎡ × 3,000원 × 2개월 marked as an estimate", () => {
    expect(depositCosts({ exclusiveArea: 84 }, { managementDeposit: null }).lines[0]).toMatchObject({ amount: 504_000, estimate: true });
    expect(depositCosts({ exclusiveArea: 84.97 }, { managementDeposit: null }).lines[0]!.amount).toBe(510_000);
    expect(depositCosts({ exclusiveArea: 84 }, { managementDeposit: { amount: 620_000, complexName: '잠실' } }).lines[0]).toMatchObject({
      amount: 620_000,
      estimate: false,
    });
  });

  it('moving is an estimate by 평형, replaced by a typed figure, and left out when a moving service is picked', () => {
    expect(movingCosts({ pyeong: 34 }, { movingCost: null, movingFromServices: false }).lines[0]).toMatchObject({ amount: 1_900_000, estimate: true });
    expect(movingCosts({ pyeong: 25 }, { movingCost: null, movingFromServices: false }).subtotal).toBe(1_500_000);
    expect(movingCosts({ pyeong: 34 }, { movingCost: 1_200_000, movingFromServices: false }).lines[0]).toMatchObject({ amount: 1_200_000, estimate: false });
    expect(movingCosts({ pyeong: 34 }, { movingCost: null, movingFromServices: true }).lines).toEqual([]);
  });
});
