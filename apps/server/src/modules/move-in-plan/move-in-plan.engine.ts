import { addDays, compareYmd, diffDays, type PlanHousehold, type PlanPriorityCode } from '@ipju/contract';
import { ALWAYS, householdRules, PRIORITY_RULES, RULES_BY_CODE, SERVICE_RULES, type RuleCode, type ServiceRule } from './move-in-plan.rules';

/**
 * The move-in assistant's engine: pure functions from the facts the service read (candidate items with their
 * prices and open days, the complex's pre-visit days, the household) to a dated plan. It applies
 * move-in-plan.rules.ts and nothing else; it reads no clock and no database, so the same facts give the same plan.
 */

export interface PlanCalendar {
  moveInDate: string;
  /** The first day a visit can be booked (the date modal's rule, Asia/Seoul). */
  earliestDate: string;
  /** The last day a visit can be booked (the booking window). */
  lastDate: string;
  /** The complex's pre-visit days (입주자 사전방문), when known. */
  preVisit: { start: string; end: string } | null;
}

/** An item that can fill a step, priced for the home as the cart prices it, with the days its partner is open. */
export interface Candidate {
  itemIdx: number;
  itemName: string;
  thumbnailUrl: string;
  partnerIdx: number;
  companyName: string;
  categoryCode: string;
  categoryName: string;
  price: number;
  regularPrice: number;
  /** Open days in the booking window: date -> the first open visit hour (null: the time is agreed at the happy call). */
  openDays: ReadonlyMap<string, number | null>;
}

export interface EngineInput extends PlanCalendar {
  household: PlanHousehold;
  budget: number | null;
  priorities: readonly PlanPriorityCode[];
  /** Category codes the resident already booked elsewhere. */
  alreadyBooked: readonly string[];
  /** The items that can fill each step, best first (the service orders them). */
  candidates: ReadonlyMap<RuleCode, readonly Candidate[]>;
}

/** Why a step is in the plan (the reason sentence follows it). */
export type Motive = 'priority' | 'household' | 'basic' | 'always';

export interface PlannedStep {
  rule: ServiceRule;
  motive: Motive;
  candidate: Candidate;
  date: string;
  time: number | null;
}

export type LeftOutReason = 'already_booked' | 'no_items' | 'no_dates' | 'budget';

export interface LeftOut {
  rule: ServiceRule;
  why: LeftOutReason;
}

export interface EngineResult {
  steps: PlannedStep[];
  leftOut: LeftOut[];
  total: number;
}

/** The steps the application asks for, with why: 입주청소 always, the priorities, the household's, or the usual set. */
export function wantedSteps(input: Pick<EngineInput, 'household' | 'priorities' | 'preVisit' | 'earliestDate'>): Map<RuleCode, Motive> {
  const wanted = new Map<RuleCode, Motive>();
  for (const priority of input.priorities) for (const code of PRIORITY_RULES[priority]) wanted.set(code, 'priority');
  for (const code of householdRules(input.household)) if (!wanted.has(code)) wanted.set(code, 'household');
  for (const code of ALWAYS) if (!wanted.has(code)) wanted.set(code, 'always');
  if (!input.priorities.length) {
    for (const rule of SERVICE_RULES) if (rule.basic && !wanted.has(rule.code)) wanted.set(rule.code, 'basic');
  }
  // 사전점검 is only possible on the complex's pre-visit days: without them (or when they are over) it is not
  // suggested unasked.
  const preVisitAhead = input.preVisit !== null && compareYmd(input.preVisit.end, input.earliestDate) >= 0;
  if (!preVisitAhead && wanted.get('inspection') === 'basic') wanted.delete('inspection');
  return wanted;
}

/** The days a rule allows on its own (before the order rules), inside the bookable range; null when none. */
export function ruleBounds(rule: ServiceRule, calendar: PlanCalendar): { from: string; to: string } | null {
  let from: string;
  let to: string;
  if (rule.window === 'preVisit') {
    if (!calendar.preVisit) return null;
    from = calendar.preVisit.start;
    to = calendar.preVisit.end;
  } else {
    from = addDays(calendar.moveInDate, rule.window.from);
    to = addDays(calendar.moveInDate, rule.window.to);
  }
  if (compareYmd(from, calendar.earliestDate) < 0) from = calendar.earliestDate;
  if (compareYmd(to, calendar.lastDate) > 0) to = calendar.lastDate;
  return compareYmd(from, to) <= 0 ? { from, to } : null;
}

/** The open day in [from, to] nearest `preferred` (ties: the earlier), or null. */
export function nearestOpenDay(openDays: ReadonlyMap<string, number | null>, from: string, to: string, preferred: string): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const day of [...openDays.keys()].sort()) {
    if (compareYmd(day, from) < 0 || compareYmd(day, to) > 0) continue;
    const distance = Math.abs(diffDays(day, preferred));
    if (distance < bestDistance) {
      best = day;
      bestDistance = distance;
    }
  }
  return best;
}

const categoryBooked = (rule: ServiceRule, alreadyBooked: readonly string[]) => rule.categoryCodes.some((c) => alreadyBooked.includes(c));

/**
 * The plan: the wanted steps placed top to bottom in the rules' order, each on the open day of its best
 * candidate nearest the rule's preferred day, after every earlier step it must follow (by its gap); a step
 * with no candidate or no open day in its window is left out with the reason. Then, over budget, the least
 * important steps go (never the last one) until the total fits.
 */
export function buildPlan(input: EngineInput): EngineResult {
  const wanted = wantedSteps(input);
  const steps: PlannedStep[] = [];
  const leftOut: LeftOut[] = [];
  const placed = new Map<RuleCode, string>();

  for (const rule of SERVICE_RULES) {
    const motive = wanted.get(rule.code);
    if (!motive) continue;
    if (categoryBooked(rule, input.alreadyBooked)) {
      leftOut.push({ rule, why: 'already_booked' });
      continue;
    }
    const candidates = input.candidates.get(rule.code) ?? [];
    if (!candidates.length) {
      leftOut.push({ rule, why: 'no_items' });
      continue;
    }
    const bounds = ruleBounds(rule, input);
    let from = bounds?.from;
    for (const before of rule.after) {
      const day = placed.get(before);
      if (day && from !== undefined && compareYmd(addDays(day, rule.gapDays), from) > 0) from = addDays(day, rule.gapDays);
    }
    let step: PlannedStep | null = null;
    if (bounds && from !== undefined && compareYmd(from, bounds.to) <= 0) {
      const preferred = rule.window === 'preVisit' ? from : addDays(input.moveInDate, rule.preferred);
      for (const candidate of candidates) {
        const date = nearestOpenDay(candidate.openDays, from, bounds.to, preferred);
        if (date) {
          step = { rule, motive, candidate, date, time: candidate.openDays.get(date) ?? null };
          break;
        }
      }
    }
    if (!step) {
      leftOut.push({ rule, why: 'no_dates' });
      continue;
    }
    steps.push(step);
    placed.set(rule.code, step.date);
  }

  const total = () => steps.reduce((s, step) => s + step.candidate.price, 0);
  if (input.budget !== null) {
    // The resident's own priorities and 입주청소 go last; among the rest, the least important first.
    const rank = (s: PlannedStep) => (s.motive === 'priority' || s.motive === 'always' ? 1000 : 0) + s.rule.importance;
    while (steps.length > 1 && total() > input.budget) {
      const weakest = steps.reduce((a, b) => (rank(b) < rank(a) ? b : a));
      steps.splice(steps.indexOf(weakest), 1);
      leftOut.push({ rule: weakest.rule, why: 'budget' });
    }
  }
  steps.sort((a, b) => compareYmd(a.date, b.date) || SERVICE_RULES.indexOf(a.rule) - SERVICE_RULES.indexOf(b.rule));
  return { steps, leftOut, total: total() };
}

/** One line of a stored plan as the window rules see it. */
export interface WindowLine {
  rule: RuleCode;
  date: string;
  dropped: boolean;
}

/**
 * The days each line may move to without breaking a rule: its rule's own days, after each kept line it must
 * follow and before each kept line that must follow it (by their gaps). Dropped lines bind nothing; a dropped
 * line's window is its rule's own days. Computed from the lines' current dates, so after any allowed move every
 * order rule still holds.
 */
export function lineWindows(lines: readonly WindowLine[], calendar: PlanCalendar): Array<{ earliest: string; latest: string }> {
  const kept = lines.filter((l) => !l.dropped);
  return lines.map((line) => {
    const rule = RULES_BY_CODE.get(line.rule)!;
    const bounds = ruleBounds(rule, calendar) ?? { from: line.date, to: line.date };
    let earliest = bounds.from;
    let latest = bounds.to;
    if (!line.dropped) {
      for (const other of kept) {
        if (other === line) continue;
        if (rule.after.includes(other.rule)) {
          const day = addDays(other.date, rule.gapDays);
          if (compareYmd(day, earliest) > 0) earliest = day;
        }
        const otherRule = RULES_BY_CODE.get(other.rule)!;
        if (otherRule.after.includes(line.rule)) {
          const day = addDays(other.date, -otherRule.gapDays);
          if (compareYmd(day, latest) < 0) latest = day;
        }
      }
    }
    // A plan made before the window moved on (days passed) keeps its own date inside the window shown.
    if (compareYmd(line.date, earliest) < 0) earliest = line.date;
    if (compareYmd(line.date, latest) > 0) latest = line.date;
    return { earliest, latest };
  });
}

/** True when every kept line keeps every order rule against the others (what a test or a move checks). */
export function ordersHold(lines: readonly WindowLine[]): boolean {
  const kept = lines.filter((l) => !l.dropped);
  return kept.every((line) => {
    const rule = RULES_BY_CODE.get(line.rule)!;
    return kept.every((other) => !rule.after.includes(other.rule) || diffDays(line.date, other.date) >= rule.gapDays);
  });
}
