import { addDays, compareYmd, diffDays, PLAN_PRIORITY_CODES, type PlanHousehold, type PlanPriorityCode } from '@ipju/contract';
import { describe, expect, it } from 'vitest';
import { buildPlan, lineWindows, nearestOpenDay, ordersHold, wantedSteps, type Candidate, type EngineInput } from './move-in-plan.engine';
import { reasonOf, templateSummary } from './move-in-plan.explain';
import { RULES_BY_CODE, SERVICE_RULES, type RuleCode } from './move-in-plan.rules';

const TODAY = '2027-03-02';
const LAST = '2028-03-31';
const ADULTS: PlanHousehold = { adults: 2, children: 0, pets: 0, allergies: false };

/** Every day from `from` for `n` days, open at `hour`, except the given closed days. */
function open(from: string, n: number, hour: number | null = 9, closed: string[] = []): Map<string, number | null> {
  const days = new Map<string, number | null>();
  for (let i = 0; i < n; i++) {
    const day = addDays(from, i);
    if (!closed.includes(day)) days.set(day, hour);
  }
  return days;
}

let nextItem = 1;
function candidate(code: RuleCode, over: Partial<Candidate> = {}): Candidate {
  const rule = RULES_BY_CODE.get(code)!;
  const itemIdx = nextItem++;
  return {
    itemIdx,
    itemName: `${rule.label} 상품 ${itemIdx}`,
    thumbnailUrl: '/t.png',
    partnerIdx: 100 + itemIdx,
    companyName: `업체 ${itemIdx}`,
    categoryCode: rule.categoryCodes[0]!,
    categoryName: rule.label,
    price: 300_000,
    regularPrice: 350_000,
    openDays: open(TODAY, 400),
    ...over,
  };
}

function allCandidates(over: Partial<Record<RuleCode, Partial<Candidate>[]>> = {}): Map<RuleCode, Candidate[]> {
  return new Map(SERVICE_RULES.map((r) => [r.code, (over[r.code] ?? [{}]).map((o) => candidate(r.code, o))]));
}

function input(over: Partial<EngineInput> = {}): EngineInput {
  return {
    moveInDate: '2027-04-15',
    earliestDate: TODAY,
    lastDate: LAST,
    preVisit: { start: '2027-03-20', end: '2027-03-22' },
    household: ADULTS,
    budget: null,
    priorities: [],
    alreadyBooked: [],
    candidates: allCandidates(),
    ...over,
  };
}

/** Checks every rule the plan must keep, whatever the input. */
function expectRulesKept(plan: ReturnType<typeof buildPlan>, given: EngineInput) {
  const lines = plan.steps.map((s) => ({ rule: s.rule.code, date: s.date, dropped: false }));
  expect(ordersHold(lines)).toBe(true);
  for (const step of plan.steps) {
    // Bookable: an open day of the chosen item, at its open hour, inside the bookable range.
    expect(step.candidate.openDays.has(step.date)).toBe(true);
    expect(step.time).toBe(step.candidate.openDays.get(step.date));
    expect(compareYmd(step.date, given.earliestDate)).toBeGreaterThanOrEqual(0);
    expect(compareYmd(step.date, given.lastDate)).toBeLessThanOrEqual(0);
    if (step.rule.window === 'preVisit') {
      expect(compareYmd(step.date, given.preVisit!.start)).toBeGreaterThanOrEqual(0);
      expect(compareYmd(step.date, given.preVisit!.end)).toBeLessThanOrEqual(0);
    } else {
      const offset = diffDays(step.date, given.moveInDate);
      expect(offset).toBeGreaterThanOrEqual(step.rule.window.from);
      expect(offset).toBeLessThanOrEqual(step.rule.window.to);
    }
  }
  // Sorted by date, and the windows contain each date.
  const dates = plan.steps.map((s) => s.date);
  expect([...dates].sort()).toEqual(dates);
  for (const [i, w] of lineWindows(lines, given).entries()) {
    expect(compareYmd(w.earliest, lines[i]!.date)).toBeLessThanOrEqual(0);
    expect(compareYmd(lines[i]!.date, w.latest)).toBeLessThanOrEqual(0);
  }
  expect(plan.total).toBe(plan.steps.reduce((s, step) => s + step.candidate.price, 0));
}

const codes = (plan: ReturnType<typeof buildPlan>) => plan.steps.map((s) => s.rule.code);
const dateOf = (plan: ReturnType<typeof buildPlan>, code: RuleCode) => plan.steps.find((s) => s.rule.code === code)!.date;

describe('what a plan holds', () => {
  it('without priorities: the usual new-flat set, 사전점검 on the pre-visit days first', () => {
    const given = input();
    const plan = buildPlan(given);
    expect(codes(plan)).toEqual(['inspection', 'joint', 'coating', 'cleaning', 'air']);
    expect(dateOf(plan, 'inspection')).toBe('2027-03-20');
    expectRulesKept(plan, given);
  });

  it('without pre-visit days 사전점검 is not suggested unasked, and asked for it is left out with the reason', () => {
    expect(wantedSteps({ household: ADULTS, priorities: [], preVisit: null, earliestDate: TODAY }).has('inspection')).toBe(false);
    const over = { start: addDays(TODAY, -20), end: addDays(TODAY, -18) };
    expect(wantedSteps({ household: ADULTS, priorities: [], preVisit: over, earliestDate: TODAY }).has('inspection')).toBe(false);
    expect(codes(buildPlan(input({ preVisit: over })))).not.toContain('inspection');
    expect(buildPlan(input({ preVisit: over })).leftOut).toEqual([]);
    const plan = buildPlan(input({ preVisit: null, priorities: ['inspection', 'cleaning'] }));
    expect(codes(plan)).toEqual(['cleaning']);
    expect(plan.leftOut).toEqual([expect.objectContaining({ why: 'no_dates', rule: RULES_BY_CODE.get('inspection') })]);
  });

  it('priorities decide the services; 입주청소 is always in; a child adds 새집증후군 and 층간소음매트', () => {
    const plan = buildPlan(input({ priorities: ['aircon', 'moving'], household: { ...ADULTS, children: 1 } }));
    expect(new Set(codes(plan))).toEqual(new Set(['aircon', 'cleaning', 'air', 'noise', 'moving']));
    const motives = Object.fromEntries(plan.steps.map((s) => [s.rule.code, s.motive]));
    expect(motives).toEqual({ aircon: 'priority', cleaning: 'always', air: 'household', noise: 'household', moving: 'priority' });
  });

  it('leaves out what the resident already booked', () => {
    const plan = buildPlan(input({ alreadyBooked: ['cleaning', 'tljoint'] }));
    expect(codes(plan)).not.toContain('cleaning');
    expect(codes(plan)).not.toContain('joint');
    expect(plan.leftOut.filter((l) => l.why === 'already_booked').map((l) => l.rule.code).sort()).toEqual(['cleaning', 'joint']);
  });

  it('a step without items in the catalogue is left out as no_items', () => {
    const candidates = allCandidates();
    candidates.set('coating', []);
    const plan = buildPlan(input({ candidates }));
    expect(codes(plan)).not.toContain('coating');
    expect(plan.leftOut).toContainEqual(expect.objectContaining({ why: 'no_items' }));
  });
});

describe('the order and the days', () => {
  it('줄눈 and 탄성코트 at least a day before 입주청소, 새집증후군 after it, 에어컨 before 가구 and 이사, 이사 on the move-in day', () => {
    const given = input({ priorities: ['joint', 'coating', 'cleaning', 'air', 'aircon', 'furniture', 'moving', 'noise', 'storage'] });
    const plan = buildPlan(given);
    expectRulesKept(plan, given);
    expect(diffDays(dateOf(plan, 'cleaning'), dateOf(plan, 'joint'))).toBeGreaterThanOrEqual(1);
    expect(diffDays(dateOf(plan, 'cleaning'), dateOf(plan, 'coating'))).toBeGreaterThanOrEqual(1);
    expect(diffDays(dateOf(plan, 'air'), dateOf(plan, 'cleaning'))).toBeGreaterThanOrEqual(1);
    expect(compareYmd(dateOf(plan, 'aircon'), dateOf(plan, 'furniture'))).toBeLessThan(0);
    expect(compareYmd(dateOf(plan, 'aircon'), dateOf(plan, 'moving'))).toBeLessThan(0);
    expect(dateOf(plan, 'moving')).toBe(given.moveInDate);
    expect(compareYmd(dateOf(plan, 'noise'), dateOf(plan, 'furniture'))).toBeLessThan(0);
  });

  it('skips closed and full days: 입주청소 goes to the open day nearest its aim, still after 줄눈', () => {
    const aim = addDays('2027-04-15', -5);
    const closed = [aim, addDays(aim, -1), addDays(aim, 1)];
    const given = input({ candidates: allCandidates({ cleaning: [{ openDays: open(TODAY, 400, 13, closed) }] }) });
    const plan = buildPlan(given);
    expect(dateOf(plan, 'cleaning')).toBe(addDays(aim, -2));
    expect(plan.steps.find((s) => s.rule.code === 'cleaning')!.time).toBe(13);
    expectRulesKept(plan, given);
  });

  it('when the first item has no open day in the window, the next item of the step is planned', () => {
    const given = input({ candidates: allCandidates({ cleaning: [{ openDays: new Map() }, { itemName: '두 번째 청소' }] }) });
    const plan = buildPlan(given);
    expect(plan.steps.find((s) => s.rule.code === 'cleaning')!.candidate.itemName).toBe('두 번째 청소');
  });

  it('a happy-call item gets no hour', () => {
    const plan = buildPlan(input({ priorities: ['moving'], candidates: allCandidates({ moving: [{ openDays: open(TODAY, 400, null) }] }) }));
    expect(plan.steps.find((s) => s.rule.code === 'moving')!.time).toBeNull();
  });

  it('a move-in soon after today: only what still fits is planned, never before the first bookable day', () => {
    const given = input({ moveInDate: addDays(TODAY, 2), priorities: ['cleaning', 'joint', 'coating', 'air', 'moving'] });
    const plan = buildPlan(given);
    expectRulesKept(plan, given);
    expect(codes(plan)).toContain('moving');
    expect(plan.leftOut.map((l) => l.why)).toContain('no_dates');
  });

  // Many seeded cases: every combination of priorities (in turn), households and move-in dates keeps every rule.
  it('keeps every rule across move-in dates, households, pre-visit days and closed days', () => {
    const households: PlanHousehold[] = [ADULTS, { ...ADULTS, children: 2 }, { ...ADULTS, pets: 1 }, { adults: 1, children: 0, pets: 0, allergies: true }];
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    for (let round = 0; round < 60; round++) {
      const moveInDate = addDays(TODAY, 1 + Math.floor(random() * 90));
      const priorities = PLAN_PRIORITY_CODES.filter(() => random() < 0.35) as PlanPriorityCode[];
      const preVisit = random() < 0.7 ? { start: addDays(moveInDate, -30), end: addDays(moveInDate, -28) } : null;
      const candidates = new Map(
        SERVICE_RULES.map((r) => {
          const closed = Array.from({ length: 40 }, () => addDays(TODAY, Math.floor(random() * 120)));
          return [r.code, [candidate(r.code, { openDays: open(TODAY, 400, random() < 0.5 ? 9 : null, closed) })]] as const;
        }),
      );
      const given = input({ moveInDate, priorities, preVisit, household: households[round % households.length]!, candidates });
      const plan = buildPlan(given);
      expectRulesKept(plan, given);
      for (const code of wantedSteps(given).keys()) {
        expect(codes(plan).includes(code) || plan.leftOut.some((l) => l.rule.code === code)).toBe(true);
      }
    }
  });
});

describe('budget', () => {
  it('over budget the least important steps go first, the resident’s priorities last, and the total fits', () => {
    // 탄성코트 and 새집증후군 asked for, a child (층간소음매트), 입주청소: 4 x 300,000원 against 700,000원.
    const given = input({ budget: 700_000, priorities: ['coating', 'air'], household: { ...ADULTS, children: 1 } });
    const plan = buildPlan(given);
    expect(plan.total).toBeLessThanOrEqual(700_000);
    expect(codes(plan)).toEqual(['coating', 'cleaning']);
    expect(plan.leftOut.filter((l) => l.why === 'budget').map((l) => l.rule.code)).toEqual(['noise', 'air']);
    expectRulesKept(plan, given);
  });

  it('a budget below any single service keeps one step rather than none', () => {
    const plan = buildPlan(input({ budget: 100_000 }));
    expect(plan.steps).toHaveLength(1);
  });
});

describe('windows of a stored plan', () => {
  it('a line may move only between the lines it must follow and precede', () => {
    const given = input();
    const plan = buildPlan(given);
    const lines = plan.steps.map((s) => ({ rule: s.rule.code, date: s.date, dropped: false }));
    const windows = lineWindows(lines, given);
    const at = (code: RuleCode) => lines.findIndex((l) => l.rule === code);
    expect(windows[at('cleaning')]!.earliest).toBe(addDays(dateOf(plan, 'coating'), 1));
    expect(windows[at('cleaning')]!.latest).toBe(addDays(dateOf(plan, 'air'), -1));
    expect(windows[at('air')]!.earliest).toBe(addDays(dateOf(plan, 'cleaning'), 1));
    // Dropping 새집증후군 frees 입주청소 up to its own last day (the day before moving in).
    const freed = lineWindows(lines.map((l) => (l.rule === 'air' ? { ...l, dropped: true } : l)), given);
    expect(freed[at('cleaning')]!.latest).toBe(addDays(given.moveInDate, -1));
  });

  it('nearestOpenDay prefers the aimed day, then the nearer one, then the earlier one', () => {
    const days = open('2027-04-01', 10, 9, ['2027-04-05']);
    expect(nearestOpenDay(days, '2027-04-01', '2027-04-10', '2027-04-03')).toBe('2027-04-03');
    expect(nearestOpenDay(days, '2027-04-01', '2027-04-10', '2027-04-05')).toBe('2027-04-04');
    expect(nearestOpenDay(days, '2027-04-06', '2027-04-10', '2027-04-01')).toBe('2027-04-06');
    expect(nearestOpenDay(days, '2027-05-01', '2027-05-10', '2027-05-01')).toBeNull();
  });
});

describe('the words', () => {
  const ctx = (household = ADULTS) => ({ household, moveInDate: '2027-04-15', preVisit: { start: '2027-03-20', end: '2027-03-22' }, planned: new Set<RuleCode>(['joint', 'coating', 'cleaning', 'air']) });

  it('each reason is one Korean sentence that fits the household', () => {
    for (const rule of SERVICE_RULES) {
      const reason = reasonOf({ rule, motive: 'priority', date: '2027-04-10' }, ctx());
      expect(reason.split(/(?<=[.!?])\s/)).toHaveLength(1);
      expect(reason).toMatch(/[가-힣]/);
      expect(reason).toMatch(/\.$/);
    }
    expect(reasonOf({ rule: RULES_BY_CODE.get('air')!, motive: 'household', date: '2027-04-12' }, ctx({ ...ADULTS, children: 1 }))).toContain('아이');
    expect(reasonOf({ rule: RULES_BY_CODE.get('cleaning')!, motive: 'always', date: '2027-04-10' }, ctx())).toContain('줄눈과 탄성코트 작업이 끝난 뒤 입주 5일 전에');
    expect(reasonOf({ rule: RULES_BY_CODE.get('inspection')!, motive: 'basic', date: '2027-03-20' }, ctx())).toContain('3월 20일~3월 22일');
  });

  it('the template summary is 2-4 sentences, one per line, with the total and what was left out', () => {
    const plan = buildPlan(input({ budget: 1_000_000 }));
    const summary = templateSummary(plan, { apartmentName: '잠실래미안아이파크', pyeong: 34, moveInDate: '2027-04-15', budget: 1_000_000 });
    const lines = summary.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines[0]).toBe(`잠실래미안아이파크 34평 입주(4월 15일)에 맞춰 ${plan.steps.length}가지 서비스를 순서대로 잡았어요.`);
    expect(summary).toContain('예산 1,000,000원 안에 들어와요');
    expect(summary).toMatch(/예산에 맞추느라 뺐어요\.$/);
  });
});
