import { diffDays, formatWon, parseYmd, type PlanApplication, type PlanHousehold } from '@ipju/contract';
import { josa } from 'es-hangul';
import type { LeftOut, PlannedStep } from './move-in-plan.engine';
import type { RuleCode, ServiceRule } from './move-in-plan.rules';

/**
 * The words of a plan when no language model writes them (and the reasons of its lines always): one Korean
 * sentence per reason, 2-4 sentences of summary, one per line. Particles follow the words (es-hangul's josa).
 */

/** '2026-12-05' -> '12월 5일' */
export const monthDay = (ymd: string) => {
  const { month, day } = parseYmd(ymd);
  return `${month}월 ${day}일`;
};

/** '입주 3일 전', '입주일', '입주 다음 날', '입주 2일 뒤' */
function relative(date: string, moveInDate: string): string {
  const d = diffDays(date, moveInDate);
  if (d === 0) return '입주일';
  if (d === -1) return '입주 전날';
  if (d === 1) return '입주 다음 날';
  return d < 0 ? `입주 ${-d}일 전` : `입주 ${d}일 뒤`;
}

/** 'A와 B', 'A, B와 C' (the particle after the whole list is the caller's). */
export function joinNames(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  const head = words.slice(0, -1);
  return `${head.slice(0, -1).map((w) => `${w}, `).join('')}${josa(head[head.length - 1]!, '와/과')} ${words[words.length - 1]}`;
}

export interface ReasonContext {
  household: PlanHousehold;
  moveInDate: string;
  preVisit: { start: string; end: string } | null;
  /** The codes of the other steps in the plan. */
  planned: ReadonlySet<RuleCode>;
}

const kids = (h: PlanHousehold) => h.children > 0;

/** The one sentence that says why this service is on this day. */
export function reasonOf(step: Pick<PlannedStep, 'rule' | 'motive' | 'date'>, ctx: ReasonContext): string {
  const when = relative(step.date, ctx.moveInDate);
  const has = (code: RuleCode) => ctx.planned.has(code);
  switch (step.rule.code) {
    case 'inspection':
      return ctx.preVisit
        ? `사전점검은 단지 입주자 사전방문 기간(${monthDay(ctx.preVisit.start)}~${monthDay(ctx.preVisit.end)})에만 할 수 있어 그 안에서 가장 빠른 날로 잡았어요.`
        : '사전점검은 단지 입주자 사전방문 기간에 맞춰 해요.';
    case 'aircon':
      return '시스템에어컨은 천장을 뚫는 먼지가 생겨서 입주청소와 가구 들이기 전에 설치해요.';
    case 'builtin':
      return '붙박이장은 설치하며 생긴 먼지까지 한 번에 치우도록 입주청소 전에 들여요.';
    case 'joint':
      return has('cleaning')
        ? '줄눈은 하루 이상 굳어야 해서 입주청소보다 먼저 시공해요.'
        : '줄눈은 하루 이상 굳어야 해서 입주 전에 여유 있게 시공해요.';
    case 'coating':
      return has('cleaning')
        ? '탄성코트는 마르는 데 하루가 걸려 입주청소 전에 끝내 두는 게 좋아요.'
        : '탄성코트는 마르는 데 하루가 걸려 입주 전에 여유 있게 시공해요.';
    case 'cleaning': {
      const before = (['joint', 'coating', 'aircon', 'builtin'] as const).filter(has).map((c) => ({ joint: '줄눈', coating: '탄성코트', aircon: '에어컨', builtin: '붙박이장' })[c]);
      return before.length
        ? `${joinNames(before)} 작업이 끝난 뒤 ${when}에 입주청소로 먼지를 한 번에 정리해요.`
        : `${when}에 입주청소를 해서 깨끗한 집에 들어가도록 했어요.`;
    }
    case 'nano':
      return '나노코팅은 청소로 깨끗해진 욕실과 주방 표면에 입혀야 오래가서 입주청소 다음으로 잡았어요.';
    case 'air':
      if (ctx.household.allergies) return '알레르기가 있는 가족이 있어서 입주청소 뒤 새집증후군 시공으로 실내 공기부터 잡아요.';
      if (kids(ctx.household)) return '아이가 지낼 집이라 입주청소 뒤 새집증후군 시공으로 실내 공기부터 잡아요.';
      return '새집증후군 시공은 청소로 먼지를 걷어낸 뒤에 해야 효과가 오래가요.';
    case 'screen':
      return '미세방충망은 청소가 끝난 창에 달아야 이사 첫날부터 창문을 마음 놓고 열 수 있어요.';
    case 'film':
      return '단열필름은 깨끗이 닦은 유리에 붙여야 들뜨지 않아서 입주청소 뒤로 잡았어요.';
    case 'noise':
      if (kids(ctx.household)) return '아이가 뛰어도 아래층에 덜 울리도록 가구가 들어오기 전에 층간소음매트를 깔아요.';
      if (ctx.household.pets > 0) return '반려동물 발소리가 덜 울리도록 가구가 들어오기 전에 층간소음매트를 깔아요.';
      return '층간소음매트는 가구가 들어오기 전 빈집일 때 깔아야 빈틈없이 시공돼요.';
    case 'curtain':
      return '커튼과 블라인드는 청소가 끝난 뒤에 달아야 먼지가 묻지 않아요.';
    case 'furniture':
      return has('aircon')
        ? '에어컨 설치와 청소가 모두 끝난 뒤에 가구를 들여야 다시 옮길 일이 없어요.'
        : '청소가 끝난 뒤에 가구를 들여야 다시 옮길 일이 없어요.';
    case 'moving':
      return `입주 예정일에 맞춰 ${when === '입주일' ? '입주일 당일' : when}로 이사 날을 잡았어요.`;
  }
}

const LEFT_OUT_WORDS: Record<LeftOut['why'], string> = {
  already_booked: '이미 예약했다고 해서 뺐어요',
  no_items: '이 단지에서 예약할 수 있는 업체가 아직 없어 넣지 못했어요',
  no_dates: '정해진 기간에 예약할 수 있는 날이 없어 넣지 못했어요',
  budget: '예산에 맞추느라 뺐어요',
};

export interface SummaryContext {
  apartmentName: string;
  pyeong: number | null;
  moveInDate: string;
  budget: number | null;
}

/** What the summary is written from: the steps in date order, what was left out, and the total. */
export interface SummaryInput {
  steps: ReadonlyArray<{ rule: Pick<ServiceRule, 'label'>; date: string }>;
  leftOut: ReadonlyArray<{ rule: Pick<ServiceRule, 'label'>; why: LeftOut['why'] }>;
  total: number;
}

/** The plan in 2-4 sentences, one per line: what and when, the total against the budget, and what was left out. */
export function templateSummary(plan: SummaryInput, ctx: SummaryContext): string {
  const home = `${ctx.apartmentName}${ctx.pyeong ? ` ${ctx.pyeong}평` : ''}`;
  const sentences: string[] = [];
  if (!plan.steps.length) {
    sentences.push(`${home} 입주(${monthDay(ctx.moveInDate)})에 맞춰 잡을 수 있는 서비스를 찾지 못했어요.`);
    sentences.push('상담을 요청하시면 입주 상담 매니저가 직접 일정을 찾아 드려요.');
    return sentences.join('\n');
  }
  const first = plan.steps[0]!;
  const last = plan.steps[plan.steps.length - 1]!;
  sentences.push(`${home} 입주(${monthDay(ctx.moveInDate)})에 맞춰 ${plan.steps.length}가지 서비스를 순서대로 잡았어요.`);
  if (plan.steps.length > 1) {
    sentences.push(
      `${monthDay(first.date)} ${josa(first.rule.label, '을/를')} 시작으로 ${monthDay(last.date)} ${last.rule.label}까지 모두 업체가 예약을 받는 날이에요.`,
    );
  } else {
    sentences.push(`${monthDay(first.date)}은 업체가 예약을 받는 날이에요.`);
  }
  if (ctx.budget !== null) {
    sentences.push(
      plan.total <= ctx.budget
        ? `합계는 ${formatWon(plan.total)}으로 예산 ${formatWon(ctx.budget)} 안에 들어와요.`
        : `합계는 ${formatWon(plan.total)}으로 예산보다 많아요. 필요 없는 항목은 빼 주세요.`,
    );
  } else {
    sentences.push(`단지 특가를 적용한 합계는 ${formatWon(plan.total)}이에요.`);
  }
  const left = plan.leftOut.filter((l) => l.why !== 'already_booked');
  if (left.length && sentences.length < 4) {
    const why = left[0]!.why;
    const same = left.filter((l) => l.why === why).map((l) => l.rule.label);
    sentences.push(`${josa(joinNames(same), '은/는')} ${LEFT_OUT_WORDS[why]}.`);
  }
  return sentences.slice(0, 4).join('\n');
}

/** The resident's message that hands a plan to ipju 상담: what staff need to start (home, move-in day, size, total). */
export function consultRequest(plan: Pick<PlanApplication, 'home' | 'moveInDate' | 'lines' | 'total'>): string {
  const kept = plan.lines.filter((l) => l.status !== 'dropped').length;
  const home = [plan.home.apartmentName, plan.home.dong && `${plan.home.dong}동`, plan.home.ho && `${plan.home.ho}호`, plan.home.pyeong && `${plan.home.pyeong}평`]
    .filter(Boolean)
    .join(' ');
  return `입주 플랜으로 상담을 요청해요.\n${home} · ${monthDay(plan.moveInDate)} 입주 · 서비스 ${kept}개 · 합계 ${formatWon(plan.total)}`;
}
