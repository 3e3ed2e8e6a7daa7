import { formatWon } from '@ipju/contract';
import type { ChatMessage, LanguageModel } from '../../lib/language-model';
import { monthDay } from './move-in-plan.explain';

/**
 * The optional language model's part: it may only reword the plan's summary. It is given the computed plan and
 * the template summary; what it answers is checked (checkModelSummary) and refused when it names an item, a
 * company, a price, a share or a date that is not in the plan, or is not 2-4 plain Korean sentences. Any refusal,
 * error or timeout falls back to the template, and the resident sees a summary either way.
 */

export interface PlanFacts {
  apartmentName: string;
  pyeong: number | null;
  moveInDate: string;
  budget: number | null;
  total: number;
  preVisit: { start: string; end: string } | null;
  lines: Array<{
    categoryName: string;
    itemName: string;
    companyName: string;
    price: number;
    regularPrice: number;
    date: string;
    reason: string;
    neighboursShare: number | null;
  }>;
}

export type CheckResult = { ok: true; summary: string } | { ok: false; why: string };

const SENTENCE_END = /(?<=[.!?])\s+|\n+/;

/** Every amount of money the text states, in won ('1,250,000원', '125만원', '125만 5,000원'); null for 억 amounts (never in a plan). */
function amountsIn(text: string): number[] | null {
  if (/\d\s*억/.test(text)) return null;
  const amounts: number[] = [];
  const rest = text.replace(/(\d[\d,]*)\s*만\s*(?:(\d[\d,]*)\s*)?원?/g, (_, man: string, won: string | undefined) => {
    amounts.push(Number(man.replace(/,/g, '')) * 10_000 + Number((won ?? '0').replace(/,/g, '')));
    return ' ';
  });
  for (const m of rest.matchAll(/(\d[\d,]*)\s*원/g)) amounts.push(Number(m[1]!.replace(/,/g, '')));
  // A large bare number (1,250,000 or 125000) is a price said without its unit (not digits inside a name).
  for (const m of rest.replace(/(\d[\d,]*)\s*원/g, ' ').matchAll(/(?<![\w.])(?:\d{1,3}(?:,\d{3})+|\d{5,})(?![\w])/g)) amounts.push(Number(m[0].replace(/,/g, '')));
  return amounts;
}

/** Every calendar day the text names, as 'M-D' ('12월 5일', '2026-12-05', '12/5', '12.5'). */
function daysIn(text: string): string[] {
  const days: string[] = [];
  const key = (m: string, d: string) => `${Number(m)}-${Number(d)}`;
  let rest = text.replace(/\d{4}-(\d{1,2})-(\d{1,2})/g, (_, m: string, d: string) => {
    days.push(key(m, d));
    return ' ';
  });
  rest = rest.replace(/(\d{1,2})\s*월\s*(\d{1,2})\s*일/g, (_, m: string, d: string) => {
    days.push(key(m, d));
    return ' ';
  });
  for (const m of rest.matchAll(/(?<![\d,])(\d{1,2})[/.](\d{1,2})(?![\d,])/g)) days.push(key(m[1]!, m[2]!));
  return days;
}

/**
 * Whether the model's text may be shown as the plan's summary. `otherNames` are the catalogue's names that are
 * not in this plan (other categories, items and companies): mentioning one is inventing an item.
 */
export function checkModelSummary(text: string, facts: PlanFacts, otherNames: readonly string[]): CheckResult {
  const trimmed = text.trim();
  if (trimmed.length < 20 || trimmed.length > 600) return { ok: false, why: 'length' };
  if (!/[가-힣]/.test(trimmed)) return { ok: false, why: 'not Korean' };
  if (/https?:|www\.|@|\d{2,3}-\d{3,4}-\d{4}|[<>{}[\]*#`]/.test(trimmed)) return { ok: false, why: 'link, contact or markup' };
  const sentences = trimmed.split(SENTENCE_END).map((s) => s.trim()).filter(Boolean);
  if (sentences.length < 2 || sentences.length > 4) return { ok: false, why: 'sentence count' };

  const allowedAmounts = new Set<number>([facts.total, ...facts.lines.flatMap((l) => [l.price, l.regularPrice])]);
  if (facts.budget !== null) allowedAmounts.add(facts.budget);
  const amounts = amountsIn(trimmed);
  if (amounts === null || amounts.some((a) => !allowedAmounts.has(a))) return { ok: false, why: 'price not in the plan' };

  const allowedDays = new Set(
    [facts.moveInDate, ...facts.lines.map((l) => l.date), ...(facts.preVisit ? [facts.preVisit.start, facts.preVisit.end] : [])].map((d) =>
      monthDay(d).replace(/월 /, '-').replace('일', ''),
    ),
  );
  if (daysIn(trimmed).some((d) => !allowedDays.has(d))) return { ok: false, why: 'date not in the plan' };

  const allowedShares = new Set(facts.lines.flatMap((l) => (l.neighboursShare === null ? [] : [l.neighboursShare])));
  for (const m of trimmed.matchAll(/(\d+)\s*%/g)) if (!allowedShares.has(Number(m[1]))) return { ok: false, why: 'share not in the plan' };

  const inPlan = facts.lines.flatMap((l) => [l.categoryName, l.itemName, l.companyName]);
  const invented = otherNames.filter((name) => name.length >= 2 && trimmed.includes(name) && !inPlan.some((own) => own.includes(name)));
  if (invented.length) return { ok: false, why: `names not in the plan: ${invented.join(', ')}` };
  return { ok: true, summary: sentences.join('\n') };
}

/** What the model is told: the plan's facts, the rules of the answer, and the template to reword. */
export function summaryPrompt(facts: PlanFacts, template: string): ChatMessage[] {
  const lines = facts.lines
    .map((l, i) => `${i + 1}. ${monthDay(l.date)} ${l.categoryName} - ${l.itemName} (${l.companyName}), ${formatWon(l.price)}. 이유: ${l.reason}`)
    .join('\n');
  return [
    {
      role: 'system',
      content:
        '당신은 아파트 입주 서비스 플랫폼 ipju의 입주 도우미예요. 주어진 입주 계획을 입주민에게 2~4문장의 자연스러운 해요체 한국어로 요약해요. ' +
        '계획에 있는 서비스, 업체, 금액, 날짜만 말하고, 새로운 서비스·업체·금액·날짜·할인율을 지어내지 마세요. 한 문장에 한 줄씩, 꾸밈 기호 없이 써요.',
    },
    {
      role: 'user',
      content: `단지: ${facts.apartmentName}${facts.pyeong ? ` ${facts.pyeong}평` : ''}\n입주 예정일: ${monthDay(facts.moveInDate)}\n예산: ${
        facts.budget === null ? '상관없음' : formatWon(facts.budget)
      }\n합계: ${formatWon(facts.total)}\n계획:\n${lines}\n\n참고 요약:\n${template}`,
    },
  ];
}

/** The model's checked summary, or the template (no model, an error, a timeout or a refused answer). */
export async function writeSummary(
  model: LanguageModel | null,
  facts: PlanFacts,
  template: string,
  otherNames: readonly string[],
  onRefused: (why: string) => void = () => {},
): Promise<{ summary: string; source: 'template' | 'model' }> {
  if (!model || !facts.lines.length) return { summary: template, source: 'template' };
  try {
    const answer = await model.complete(summaryPrompt(facts, template));
    // What the template says (e.g. a service left out and why) is the engine's fact, not an invention.
    const checked = checkModelSummary(
      answer,
      facts,
      otherNames.filter((name) => !template.includes(name)),
    );
    if (checked.ok) return { summary: checked.summary, source: 'model' };
    onRefused(checked.why);
  } catch (error) {
    onRefused(error instanceof Error ? error.message : 'model failed');
  }
  return { summary: template, source: 'template' };
}
