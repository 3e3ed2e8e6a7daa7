import type { PlanHousehold, PlanPriorityCode } from '@ipju/contract';

/**
 * The move-in assistant's rules, in one place (docs/MOVE-IN-PLAN.md explains each): which services a plan
 * holds, in which order, in which days around the move-in date, and why. The engine
 * (move-in-plan.engine.ts) applies them; nothing else decides order or dates.
 *
 * Days are offsets from the move-in date (입주일 = 0, the day before = -1). `after` lists the services that
 * must be done first, at least `gapDays` days earlier (줄눈 and 탄성코트 cure a day before 입주청소 may
 * touch them; 새집증후군 goes on cleaned surfaces).
 */

export const RULE_CODES = [
  'inspection',
  'aircon',
  'builtin',
  'joint',
  'coating',
  'cleaning',
  'nano',
  'air',
  'screen',
  'film',
  'noise',
  'curtain',
  'furniture',
  'moving',
] as const;
export type RuleCode = (typeof RULE_CODES)[number];

export interface ServiceRule {
  code: RuleCode;
  /** Short Korean name used in sentences (the category's own name is what the line shows). */
  label: string;
  /** Category codes that can fill the step, in preference order. */
  categoryCodes: readonly string[];
  /** Allowed days relative to the move-in date; 'preVisit': only inside the complex's pre-visit days. */
  window: { from: number; to: number } | 'preVisit';
  /** The day the step is aimed at (nearest open day to it wins); ignored for 'preVisit' (its first open day). */
  preferred: number;
  /** Steps that must come first, each at least `gapDays` earlier. */
  after: readonly RuleCode[];
  gapDays: number;
  /** Kept first when the plan has to fit a budget (higher stays). */
  importance: number;
  /** In the plan when the resident chose none of the priorities (the usual 신축 입주 set). */
  basic: boolean;
}

const DUSTY_INSTALLS: readonly RuleCode[] = ['inspection', 'aircon', 'builtin'];

/** In order: a step's `after` only names steps above it, so placing them top to bottom honours every order rule. */
export const SERVICE_RULES: readonly ServiceRule[] = [
  { code: 'inspection', label: '사전점검', categoryCodes: ['homeinsp'], window: 'preVisit', preferred: 0, after: [], gapDays: 0, importance: 70, basic: true },
  { code: 'aircon', label: '시스템에어컨', categoryCodes: ['builtinac'], window: { from: -35, to: -3 }, preferred: -14, after: ['inspection'], gapDays: 1, importance: 40, basic: false },
  { code: 'builtin', label: '붙박이장', categoryCodes: ['builtinfurn'], window: { from: -35, to: -3 }, preferred: -12, after: ['inspection'], gapDays: 1, importance: 30, basic: false },
  { code: 'joint', label: '줄눈', categoryCodes: ['tljoint'], window: { from: -28, to: -2 }, preferred: -9, after: DUSTY_INSTALLS, gapDays: 1, importance: 60, basic: true },
  { code: 'coating', label: '탄성코트', categoryCodes: ['coatpnt'], window: { from: -28, to: -2 }, preferred: -8, after: DUSTY_INSTALLS, gapDays: 1, importance: 55, basic: true },
  {
    code: 'cleaning',
    label: '입주청소',
    categoryCodes: ['cleaning'],
    window: { from: -14, to: -1 },
    preferred: -5,
    after: ['inspection', 'aircon', 'builtin', 'joint', 'coating'],
    gapDays: 1,
    importance: 100,
    basic: true,
  },
  { code: 'nano', label: '나노코팅', categoryCodes: ['nanoct'], window: { from: -13, to: -1 }, preferred: -4, after: ['cleaning'], gapDays: 1, importance: 20, basic: false },
  { code: 'air', label: '새집증후군 시공', categoryCodes: ['sickhs'], window: { from: -13, to: -1 }, preferred: -3, after: ['cleaning'], gapDays: 1, importance: 50, basic: true },
  { code: 'screen', label: '미세방충망', categoryCodes: ['finenet'], window: { from: -13, to: 14 }, preferred: -2, after: ['cleaning'], gapDays: 1, importance: 15, basic: false },
  { code: 'film', label: '단열필름', categoryCodes: ['insulflm'], window: { from: -13, to: 14 }, preferred: -2, after: ['cleaning'], gapDays: 1, importance: 12, basic: false },
  { code: 'noise', label: '층간소음매트', categoryCodes: ['noisefree'], window: { from: -12, to: -1 }, preferred: -1, after: ['cleaning', 'air'], gapDays: 1, importance: 35, basic: false },
  { code: 'curtain', label: '커튼·블라인드', categoryCodes: ['curtain'], window: { from: -12, to: 14 }, preferred: -1, after: ['cleaning', 'air'], gapDays: 1, importance: 10, basic: false },
  {
    code: 'furniture',
    label: '가구',
    categoryCodes: ['furn'],
    window: { from: -3, to: 14 },
    preferred: 1,
    after: ['aircon', 'cleaning', 'air', 'noise'],
    gapDays: 1,
    importance: 25,
    basic: false,
  },
  {
    code: 'moving',
    label: '이사',
    categoryCodes: ['move'],
    window: { from: 0, to: 7 },
    preferred: 0,
    after: ['aircon', 'builtin', 'cleaning', 'air', 'noise'],
    gapDays: 1,
    importance: 45,
    basic: false,
  },
];

export const RULES_BY_CODE: ReadonlyMap<RuleCode, ServiceRule> = new Map(SERVICE_RULES.map((r) => [r.code, r]));

/** What each priority of the application asks the plan to hold. */
export const PRIORITY_RULES: Record<PlanPriorityCode, readonly RuleCode[]> = {
  cleaning: ['cleaning'],
  air: ['air'],
  noise: ['noise'],
  storage: ['builtin'],
  joint: ['joint'],
  coating: ['coating'],
  aircon: ['aircon'],
  furniture: ['furniture'],
  moving: ['moving'],
  inspection: ['inspection'],
  insects: ['screen'],
  window: ['film', 'curtain'],
};

/** Services the household itself calls for, with the reason shown in the line. */
export function householdRules(household: PlanHousehold): RuleCode[] {
  const codes: RuleCode[] = [];
  if (household.children > 0 || household.allergies) codes.push('air');
  if (household.children > 0 || household.pets > 0) codes.push('noise');
  return codes;
}

/** 입주청소 is in every plan: the one service every move-in needs (unless already booked). */
export const ALWAYS: readonly RuleCode[] = ['cleaning'];

/** The rule a category fills (each category fills at most one). */
export function ruleOfCategory(categoryCode: string): RuleCode | undefined {
  return SERVICE_RULES.find((r) => r.categoryCodes.includes(categoryCode))?.code;
}
