import type { CreatePlanBody, PlanHousehold, PlanOptions } from '@ipju/contract';
import { compareYmd, isYmd } from '../../../lib/schedule';

/** The application's screens, one question each, in order. */
export const STEPS = ['home', 'moveIn', 'household', 'budget', 'priorities', 'booked'] as const;
export type StepId = (typeof STEPS)[number];

/** What the resident has answered so far. */
export interface Draft {
  homeIdx: number | null;
  moveInDate: string | null;
  /** The date came from the home's record, not from a tap (a later home choice may replace it). */
  moveInFromHome: boolean;
  household: PlanHousehold;
  budgetCode: string | null;
  priorities: string[];
  alreadyBooked: string[];
}

export const HOUSEHOLD_LIMITS = {
  adults: { min: 1, max: 10 },
  children: { min: 0, max: 10 },
  pets: { min: 0, max: 10 },
} as const;

/** The home's own 입주 예정일 when it is still ahead (a date already past is no plan's start). */
function homeMoveIn(options: PlanOptions, homeIdx: number | null, today: string): string | null {
  const date = options.homes.find((h) => h.homeIdx === homeIdx)?.moveInDate ?? null;
  return date && isYmd(date) && compareYmd(date, today) >= 0 ? date : null;
}

/** A fresh application: the first home chosen, its 입주 예정일 when known, two adults. */
export function initialDraft(options: PlanOptions, today: string): Draft {
  const homeIdx = options.homes[0]?.homeIdx ?? null;
  const moveInDate = homeMoveIn(options, homeIdx, today);
  return {
    homeIdx,
    moveInDate,
    moveInFromHome: moveInDate !== null,
    household: { adults: 2, children: 0, pets: 0, allergies: false },
    budgetCode: null,
    priorities: [],
    alreadyBooked: [],
  };
}

/** Chooses a home; a date the resident did not pick follows the home's own 입주 예정일. */
export function chooseHome(draft: Draft, options: PlanOptions, homeIdx: number, today: string): Draft {
  if (draft.moveInDate !== null && !draft.moveInFromHome) return { ...draft, homeIdx };
  const moveInDate = homeMoveIn(options, homeIdx, today);
  return { ...draft, homeIdx, moveInDate, moveInFromHome: moveInDate !== null };
}

/** Adds or removes a code of a multiple choice. */
export const toggled = (list: readonly string[], code: string): string[] =>
  list.includes(code) ? list.filter((c) => c !== code) : [...list, code];

/** What keeps the resident on a screen (a Korean sentence), or null when they may go on. */
export function stepProblem(step: StepId, draft: Draft, options: PlanOptions, today: string): string | null {
  switch (step) {
    case 'home':
      return draft.homeIdx !== null && options.homes.some((h) => h.homeIdx === draft.homeIdx) ? null : '입주할 집을 골라 주세요.';
    case 'moveIn':
      if (!draft.moveInDate || !isYmd(draft.moveInDate)) return '입주 예정일을 골라 주세요.';
      return compareYmd(draft.moveInDate, today) < 0 ? '오늘 이후의 날짜를 골라 주세요.' : null;
    case 'household': {
      const h = draft.household;
      for (const key of ['adults', 'children', 'pets'] as const) {
        const { min, max } = HOUSEHOLD_LIMITS[key];
        if (!Number.isInteger(h[key]) || h[key] < min || h[key] > max) return '가족 수를 다시 확인해 주세요.';
      }
      return null;
    }
    case 'budget':
      return draft.budgetCode !== null && options.budgets.some((b) => b.code === draft.budgetCode) ? null : '예산을 골라 주세요.';
    case 'priorities':
    case 'booked':
      return null;
  }
}

/** The first screen with something missing, or null when the application is complete. */
export function firstIncompleteStep(draft: Draft, options: PlanOptions, today: string): StepId | null {
  return STEPS.find((step) => stepProblem(step, draft, options, today) !== null) ?? null;
}

/** The request body of a complete application (POST /ai-recommend). */
export function applicationBody(draft: Draft, options: PlanOptions, requestKey: string): CreatePlanBody {
  const budget = options.budgets.find((b) => b.code === draft.budgetCode);
  return {
    homeIdx: draft.homeIdx!,
    moveInDate: draft.moveInDate!,
    household: draft.household,
    budget: budget?.max ?? null,
    priorities: draft.priorities as CreatePlanBody['priorities'],
    alreadyBooked: draft.alreadyBooked,
    requestKey,
  };
}

/** The screen a field of the server's 400 belongs to ('household.adults' -> household). */
export function stepOfField(field: string): StepId | null {
  const root = field.split(/[.[]/)[0];
  switch (root) {
    case 'homeIdx':
      return 'home';
    case 'moveInDate':
      return 'moveIn';
    case 'household':
      return 'household';
    case 'budget':
      return 'budget';
    case 'priorities':
      return 'priorities';
    case 'alreadyBooked':
      return 'booked';
    default:
      return null;
  }
}
