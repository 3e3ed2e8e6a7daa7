import {
  addDays,
  addMonths,
  compareYmd,
  earliestSelectableDate,
  formatYmd,
  MIN_HOUSEHOLDS_SHOWN,
  PLAN_BUDGETS,
  PLAN_LINE_STATUS_LABELS,
  PLAN_PRIORITIES,
  type CreatePlanInput,
  type PlanApplication,
  type PlanApplicationSummary,
  type PlanOptions,
  type PlanPriorityCode,
  type StaffChatPlan,
} from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { asResident, authorize } from '../../lib/authorize';
import { AppError, invalidField, notFound } from '../../lib/errors';
import { withJosa } from '../../lib/josa';
import type { LanguageModel } from '../../lib/language-model';
import type { CartService } from '../cart';
import type { ItemsService } from '../items';
import type { HomesService } from '../residents';
import { bookingWindow, type ScheduleService } from '../schedule';
import { buildPlan, lineWindows, ruleBounds, wantedSteps, type Candidate, type LeftOutReason, type PlanCalendar } from './move-in-plan.engine';
import { consultRequest, monthDay, reasonOf, templateSummary } from './move-in-plan.explain';
import { homeLabel, lineStatus, toApplication, toSummary } from './move-in-plan.mapper';
import { writeSummary, type PlanFacts } from './move-in-plan.model';
import * as repo from './move-in-plan.repository';
import { RULES_BY_CODE, SERVICE_RULES, type RuleCode } from './move-in-plan.rules';

/**
 * Opens (or returns) the resident's ipju 상담 chat thread with a plan attached and says the request in it (the
 * chat service's `handOverPlan`, passed in by the app's wiring, services.ts). Returns the thread's id.
 */
export type HandOverPlan = (input: { residentIdx: number; planApplicationIdx: number; request: string }) => Promise<number>;

export interface MoveInPlanDeps {
  items: ItemsService;
  cart: CartService;
  schedule: ScheduleService;
  homes: HomesService;
  /** The configured language model, or null (templates only). */
  model: LanguageModel | null;
  handOverPlan: HandOverPlan;
}

/** Items looked at per step: the best few by special price, neighbours' choice and the catalogue's order. */
const CANDIDATES_PER_STEP = 3;
const LISTED_PER_CATEGORY = 12;

const applicationNotFound = () => notFound('신청');
const lineNotFound = () => new AppError('NOT_FOUND', '계획에서 항목을 찾을 수 없어요. 화면을 새로 고쳐 주세요.');

/** Every category a rule can use (the application's "이미 예약한 서비스" choices). */
const RULE_CATEGORY_CODES = [...new Set(SERVICE_RULES.flatMap((r) => r.categoryCodes))];

/** Each day from `from` to `to`, inclusive. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; compareYmd(d, to) <= 0; d = addDays(d, 1)) days.push(d);
  return days;
}

export function createMoveInPlanService(deps: AppDeps, { items, cart, schedule, homes, model, handOverPlan }: MoveInPlanDeps) {
  const { db } = deps;

  function calendarOf(row: Pick<repo.ApplicationRow, 'moveInDate' | 'preVisitStart' | 'preVisitEnd'>, now = new Date()): PlanCalendar {
    return {
      moveInDate: row.moveInDate,
      earliestDate: earliestSelectableDate(now),
      lastDate: bookingWindow(now).lastDate,
      preVisit: row.preVisitStart && row.preVisitEnd ? { start: row.preVisitStart, end: row.preVisitEnd } : null,
    };
  }

  /**
   * The days an item's partner is open between two dates (the schedule module's availability, month by month):
   * date -> the first visit hour still open that day (null for items whose time is agreed at the happy call).
   */
  async function openDays(itemIdx: number, from: string, to: string): Promise<Map<string, number | null>> {
    const open = new Map<string, number | null>();
    for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addMonths(month, 1).slice(0, 7)) {
      const availability = await schedule.getItemAvailability(itemIdx, month);
      const closed = new Set([...availability.closedDates, ...availability.fullDates]);
      const hours = availability.visitTimes.map((t) => t.hour);
      for (const day of daysBetween(compareYmd(`${month}-01`, from) > 0 ? `${month}-01` : from, to)) {
        if (day.slice(0, 7) !== month) break;
        if (compareYmd(day, availability.earliestDate) < 0 || closed.has(day)) continue;
        const fullHours = new Set(availability.fullSlots.filter((s) => s.date === day).map((s) => s.time));
        const hour = hours.find((h) => !fullHours.has(h));
        if (hour !== undefined) open.set(day, hour);
      }
    }
    return open;
  }

  /**
   * The items that can fill each wanted step for this home, priced as the cart prices them (the items module's
   * estimate for the complex and 평형, no options), best first: a running 단지 특가, then what most neighbours
   * chose, then the catalogue's recommended order. Items priced after a 방문 견적, or that need options chosen,
   * are not planned (the cart could not take them as they are).
   */
  async function candidatesFor(
    codes: RuleCode[],
    home: { apartmentIdx: number; pyeong: number | null },
    calendar: PlanCalendar,
    neighbourItems: ReadonlyMap<number, number>,
  ) {
    const categories = new Map((await items.catalogCategories()).map((c) => [c.code, c]));
    const result = new Map<RuleCode, Candidate[]>();
    const seenNames = new Set<string>();
    for (const code of codes) {
      const rule = RULES_BY_CODE.get(code)!;
      const bounds = ruleBounds(rule, calendar);
      const cards = [];
      for (const categoryCode of rule.categoryCodes) {
        if (!categories.has(categoryCode)) continue;
        const list = await items.listItems({
          itemType: categoryCode,
          itemSortType: 'recommended',
          limit: LISTED_PER_CATEGORY,
          apartmentIdx: home.apartmentIdx,
          ...(home.pyeong ? { pyeong: home.pyeong } : {}),
        });
        cards.push(...list.items.filter((card) => !card.quoteOnVisit && card.categoryCode === categoryCode));
      }
      for (const card of cards) {
        seenNames.add(card.name);
        seenNames.add(card.partner.companyName);
      }
      const estimates = await items.estimateMany(
        cards.map((card) => ({
          itemIdx: card.itemIdx,
          optionIdxs: [],
          quantity: 1,
          apartmentIdx: home.apartmentIdx,
          ...(home.pyeong ? { pyeong: home.pyeong } : {}),
        })),
      );
      const priced = cards.flatMap((card, i) => {
        const estimate = estimates[i]!;
        return estimate instanceof AppError ? [] : [{ card, estimate, order: i }];
      });
      priced.sort(
        (a, b) =>
          Number(b.estimate.priceType === 'special') - Number(a.estimate.priceType === 'special') ||
          (neighbourItems.get(b.card.itemIdx) ?? 0) - (neighbourItems.get(a.card.itemIdx) ?? 0) ||
          a.order - b.order,
      );
      const chosen: Candidate[] = [];
      for (const { card, estimate } of priced.slice(0, CANDIDATES_PER_STEP)) {
        chosen.push({
          itemIdx: card.itemIdx,
          itemName: card.name,
          thumbnailUrl: card.thumbnailUrl,
          partnerIdx: card.partner.partnerIdx,
          companyName: card.partner.companyName,
          categoryCode: card.categoryCode,
          categoryName: card.categoryName,
          price: estimate.total,
          regularPrice: estimate.regularTotal,
          openDays: bounds ? await openDays(card.itemIdx, bounds.from, bounds.to) : new Map(),
        });
      }
      result.set(code, chosen);
    }
    const otherNames = [...[...categories.values()].map((c) => c.name), ...seenNames];
    return { candidates: result, otherNames };
  }

  /** The applications with their lines, statuses and windows, as the contract shows them. */
  /** `names`: the catalogue's category names for `bookedServices` (a plan's page needs them, the list does not). */
  async function readApplications(residentIdx: number, rows: repo.ApplicationRow[], { names = true }: { names?: boolean } = {}) {
    const lines = await repo.linesOf(
      db,
      rows.map((r) => r.applicationIdx),
    );
    const [paid, services, categories] = await Promise.all([
      repo.paidOrderLines(db, residentIdx, [...new Set(lines.map((l) => l.itemIdx))]),
      repo.bookedServices(
        db,
        residentIdx,
        rows.map((r) => r.apartmentIdx),
      ),
      names ? items.catalogCategories() : [],
    ]);
    const categoryNames = new Map(categories.map((c) => [c.code, c.name]));
    const now = new Date();
    return rows.map((row) => {
      const own = lines.filter((l) => l.applicationIdx === row.applicationIdx);
      const booked = new Set(paid.filter((p) => p.orderedAt > row.createdAt).map((p) => p.itemIdx));
      const bookedCategories = repo.bookedCategoriesFor(services, row);
      const windows = lineWindows(
        own.map((l) => ({ rule: l.ruleCode as RuleCode, date: l.visitDate, dropped: l.dropped })),
        calendarOf(row, now),
      );
      return { row, lines: own, booked, bookedCategories, categoryNames, windows };
    });
  }

  async function readOne(residentIdx: number, applicationIdx: number): Promise<PlanApplication> {
    const row = authorize(asResident(residentIdx), await repo.findApplication(db, applicationIdx), (r) => ({ residentIdx: r.residentIdx }), applicationNotFound);
    const [read] = await readApplications(residentIdx, [row]);
    return toApplication(read!);
  }

  /**
   * After a line moves or is dropped, the summary is written again from the lines as they are now (their dates
   * and total) and what the engine left out, so it never names an old date. The template writes it: a language
   * model is asked only when a plan is made, not on every tap.
   */
  async function rewriteSummary(residentIdx: number, row: repo.ApplicationRow): Promise<PlanApplication> {
    const [read] = await readApplications(residentIdx, [row]);
    const plan = toApplication(read!);
    const steps = read!.lines
      .filter((l) => !l.dropped)
      .sort((a, b) => compareYmd(a.visitDate, b.visitDate) || a.step - b.step)
      .flatMap((l) => {
        const rule = RULES_BY_CODE.get(l.ruleCode as RuleCode);
        return rule ? [{ rule, date: l.visitDate }] : [];
      });
    const leftOut = row.leftOut.flatMap((l) => {
      const rule = RULES_BY_CODE.get(l.rule as RuleCode);
      return rule ? [{ rule, why: l.why as LeftOutReason }] : [];
    });
    const summary = templateSummary(
      { steps, leftOut, total: plan.total },
      { apartmentName: row.apartmentName, pyeong: row.pyeong, moveInDate: row.moveInDate, budget: row.budget },
    );
    await repo.setSummary(db, row.applicationIdx, summary);
    return { ...plan, summary, summarySource: 'template' };
  }

  async function ownApplication(residentIdx: number, applicationIdx: number) {
    return authorize(asResident(residentIdx), await repo.findApplication(db, applicationIdx), (r) => ({ residentIdx: r.residentIdx }), applicationNotFound);
  }

  return {
    /** GET /ai-recommend/options: the questions' choices, and the resident's homes when signed in. */
    async options(residentIdx: number | null): Promise<PlanOptions> {
      const categories = (await items.catalogCategories()).filter((c) => RULE_CATEGORY_CODES.includes(c.code));
      const homeList = residentIdx === null ? [] : (await homes.list(residentIdx)).homes;
      const services =
        residentIdx === null
          ? []
          : await repo.bookedServices(
              db,
              residentIdx,
              homeList.map((h) => h.apartmentIdx),
            );
      return {
        signedIn: residentIdx !== null,
        homes: homeList.map((h) => ({
          homeIdx: h.homeIdx,
          apartmentIdx: h.apartmentIdx,
          apartmentName: h.complexName,
          dong: h.dong ?? '',
          ho: h.ho ?? '',
          pyeong: h.pyeong,
          moveInDate: h.moveInDate,
          label: [h.complexName, h.dong ? `${h.dong}동` : '', h.ho ? `${h.ho}호` : '', h.pyeong ? `${h.pyeong}평` : ''].filter(Boolean).join(' '),
          bookedCategories: [...repo.bookedCategoriesFor(services, h)].filter((c) => RULE_CATEGORY_CODES.includes(c)).sort(),
        })),
        priorities: PLAN_PRIORITIES.map((p) => ({ code: p.code, label: p.label })),
        categories: categories.map((c) => ({ code: c.code, name: c.name })),
        budgets: PLAN_BUDGETS.map((b) => ({ code: b.code, label: b.label, max: b.max })),
      };
    },

    /**
     * POST /ai-recommend: computes the plan for the home and stores it with the application. The same request
     * key returns the application already made (a double tap makes one).
     */
    async create(residentIdx: number, body: CreatePlanInput): Promise<PlanApplication> {
      const existing = await repo.findByRequestKey(db, residentIdx, body.requestKey);
      if (existing) return readOne(residentIdx, existing.applicationIdx);

      const known = new Set((await items.catalogCategories()).map((c) => c.code));
      const unknown = body.alreadyBooked.filter((code) => !known.has(code));
      if (unknown.length) throw invalidField('alreadyBooked', `이미 예약한 서비스(alreadyBooked)는 보기에서 골라 주세요: ${unknown.join(', ')}`);
      const home = (await homes.list(residentIdx)).homes.find((h) => h.homeIdx === body.homeIdx);
      if (!home) throw invalidField('homeIdx', '집을 찾을 수 없어요. 내 집 목록에서 골라 주세요.');
      // Prices depend on the 평형 (the items' 평형 구간): without it nothing could be priced as the cart prices it.
      if (home.pyeong === null) throw invalidField('homeIdx', '이 집의 평형이 없어요. 내 집 정보에서 평형을 먼저 골라 주세요.');
      const now = new Date();
      const earliest = earliestSelectableDate(now);
      const { lastDate } = bookingWindow(now);
      if (compareYmd(body.moveInDate, earliest) < 0) {
        throw invalidField('moveInDate', `입주 예정일은 ${formatYmd(earliest)}부터 고를 수 있어요. 서비스 예약이 그날부터 가능해요.`);
      }
      if (compareYmd(body.moveInDate, lastDate) > 0) {
        throw invalidField('moveInDate', `입주 예정일은 ${formatYmd(lastDate)}까지 고를 수 있어요. 그 뒤의 일정은 아직 업체 달력이 열리지 않았어요.`);
      }
      // What this home already has a paid, live order of is never planned again, whether or not the resident said so.
      const detected = repo.bookedCategoriesFor(await repo.bookedServices(db, residentIdx, [home.apartmentIdx]), home);
      const alreadyBooked = [...new Set([...body.alreadyBooked, ...[...detected].filter((c) => RULE_CATEGORY_CODES.includes(c)).sort()])];
      const preVisit = await repo.findPreVisit(db, home.apartmentIdx);
      const calendar: PlanCalendar = { moveInDate: body.moveInDate, earliestDate: earliest, lastDate, preVisit };
      const priorities = body.priorities as PlanPriorityCode[];
      const pyeong = home.pyeong;
      const neighbours = await repo.neighbourChoices(db, { apartmentIdx: home.apartmentIdx, pyeong, residentIdx });
      const wanted = [...wantedSteps({ household: body.household, priorities, preVisit, earliestDate: earliest }).keys()];
      const { candidates, otherNames } = await candidatesFor(wanted, home, calendar, neighbours.byItem);
      const plan = buildPlan({
        ...calendar,
        household: body.household,
        budget: body.budget,
        priorities,
        alreadyBooked,
        candidates,
      });

      const planned = new Set(plan.steps.map((s) => s.rule.code));
      const reasonContext = { household: body.household, moveInDate: body.moveInDate, preVisit, planned };
      const lines = plan.steps.map((step, i) => {
        const count = neighbours.byCategory.get(step.candidate.categoryCode) ?? 0;
        const shown = count >= MIN_HOUSEHOLDS_SHOWN && neighbours.households >= MIN_HOUSEHOLDS_SHOWN;
        return {
          step: i + 1,
          ruleCode: step.rule.code,
          categoryCode: step.candidate.categoryCode,
          categoryName: step.candidate.categoryName,
          itemIdx: step.candidate.itemIdx,
          itemName: step.candidate.itemName,
          thumbnailUrl: step.candidate.thumbnailUrl,
          partnerIdx: step.candidate.partnerIdx,
          companyName: step.candidate.companyName,
          price: step.candidate.price,
          regularPrice: step.candidate.regularPrice,
          visitDate: step.date,
          visitHour: step.time,
          reason: reasonOf(step, reasonContext),
          neighboursCount: shown ? count : null,
          neighboursShare: shown ? Math.min(100, Math.round((count / neighbours.households) * 100)) : null,
        };
      });

      const summaryContext = { apartmentName: home.complexName, pyeong: home.pyeong, moveInDate: body.moveInDate, budget: body.budget };
      const template = templateSummary(plan, summaryContext);
      const facts: PlanFacts = {
        ...summaryContext,
        total: plan.total,
        preVisit,
        lines: lines.map((l) => ({ ...l, date: l.visitDate })),
      };
      const { summary, source } = await writeSummary(model, facts, template, otherNames);

      const applicationIdx = await db.transaction(async (tx) => {
        const idx = await repo.insertApplication(tx, {
          residentIdx,
          requestKey: body.requestKey,
          homeIdx: home.homeIdx,
          apartmentIdx: home.apartmentIdx,
          apartmentName: home.complexName,
          dong: home.dong ?? '',
          ho: home.ho ?? '',
          pyeong: home.pyeong,
          moveInDate: body.moveInDate,
          preVisitStart: preVisit?.start ?? null,
          preVisitEnd: preVisit?.end ?? null,
          household: body.household,
          budget: body.budget,
          priorities: body.priorities,
          alreadyBooked,
          summary,
          summarySource: source,
          leftOut: plan.leftOut.map((l) => ({ rule: l.rule.code, why: l.why })),
        });
        if (idx !== null) await repo.insertLines(tx, lines.map((l) => ({ ...l, applicationIdx: idx })));
        return idx;
      });
      // A concurrent request with the same key stored its application first: that one is the answer.
      const idx = applicationIdx ?? (await repo.findByRequestKey(db, residentIdx, body.requestKey))!.applicationIdx;
      return readOne(residentIdx, idx);
    },

    /** GET /ai-recommend: the resident's applications, newest first. */
    async list(residentIdx: number): Promise<{ list: PlanApplicationSummary[] }> {
      const rows = await repo.listApplications(db, residentIdx);
      return { list: (await readApplications(residentIdx, rows, { names: false })).map(toSummary) };
    },

    get: readOne,

    /**
     * PATCH a line: drop it (or take it back), or move it to another day (and hour) inside its window that the
     * partner's calendar has open. A line already in the cart moves there too (the cart's own date change).
     */
    async updateLine(
      residentIdx: number,
      applicationIdx: number,
      lineIdx: number,
      body: { date?: string; time?: number | null; dropped?: boolean },
    ): Promise<PlanApplication> {
      const row = await ownApplication(residentIdx, applicationIdx);
      const [read] = await readApplications(residentIdx, [row]);
      const index = read!.lines.findIndex((l) => l.lineIdx === lineIdx);
      if (index < 0) throw lineNotFound();
      const line = read!.lines[index]!;
      const status = lineStatus(line, read!.booked, read!.bookedCategories);
      if (status === 'booked') {
        throw new AppError('CONFLICT', '이미 예약한 항목이에요. 날짜는 주문 상세에서 바꿔 주세요.');
      }
      if (status === 'already_booked') {
        throw new AppError('CONFLICT', `이 집에 ${withJosa(line.categoryName, '을/를')} 이미 예약했어요. 예약한 주문의 날짜는 주문 상세에서 바꿔 주세요.`);
      }
      const dropped = body.dropped ?? line.dropped;
      const date = body.date ?? line.visitDate;
      const calendar = calendarOf(row);
      const after = read!.lines.map((l) => ({ rule: l.ruleCode as RuleCode, date: l.lineIdx === lineIdx ? date : l.visitDate, dropped: l.lineIdx === lineIdx ? dropped : l.dropped }));
      const moved = date !== line.visitDate || (body.time !== undefined && body.time !== line.visitHour);
      let time = line.visitHour;

      if (!dropped && (moved || line.dropped)) {
        // The window as the other lines leave it (this line's own date does not bind itself).
        const window = lineWindows(
          after.map((l, i) => (i === index ? { ...l, date: line.visitDate } : l)),
          calendar,
        )[index]!;
        const field = body.date !== undefined ? 'date' : 'dropped';
        if (compareYmd(date, calendar.earliestDate) < 0 || compareYmd(date, window.earliest) < 0 || compareYmd(date, window.latest) > 0) {
          const earliest = compareYmd(window.earliest, calendar.earliestDate) < 0 ? calendar.earliestDate : window.earliest;
          throw invalidField(
            field,
            compareYmd(earliest, window.latest) > 0
              ? `${withJosa(line.categoryName, '을/를')} 넣을 수 있는 날이 남아 있지 않아요. 앞뒤 일정을 먼저 옮겨 주세요.`
              : `방문일은 ${monthDay(earliest)}부터 ${monthDay(window.latest)} 사이로 골라 주세요. 앞뒤 일정의 순서를 지키는 날이에요.`,
          );
        }
        // A moved line, or one taken back (its day may have filled up meanwhile), must be on an open day.
        const availability = await schedule.getItemAvailability(line.itemIdx, date.slice(0, 7));
        if (availability.closedDates.includes(date)) throw invalidField('date', `${monthDay(date)}은 업체 휴무일이에요. 다른 날을 골라 주세요.`);
        if (availability.fullDates.includes(date)) throw invalidField('date', `${monthDay(date)}은 예약이 마감되었어요. 다른 날을 골라 주세요.`);
        const hours = availability.visitTimes.map((t) => t.hour);
        const full = new Set(availability.fullSlots.filter((s) => s.date === date).map((s) => s.time));
        if (body.time !== undefined) {
          if (!hours.includes(body.time)) {
            const labels = availability.visitTimes.map((t) => t.label).join(', ');
            throw invalidField('time', hours.every((h) => h === null) ? '이 서비스는 방문 시간을 해피콜 때 업체와 정해요. 시간은 비워 주세요.' : `방문 시간은 ${labels} 중에서 골라 주세요.`);
          }
          if (full.has(body.time)) throw invalidField('time', `그 시간은 예약이 마감되었어요. 다른 시간을 골라 주세요.`);
          time = body.time;
        } else {
          const keep = date === line.visitDate && hours.includes(line.visitHour) && !full.has(line.visitHour);
          time = keep ? line.visitHour : (hours.find((h) => !full.has(h)) ?? null);
        }
      }
      if (line.cartIdx !== null && !dropped && (date !== line.visitDate || time !== line.visitHour)) {
        await cart.updateDate(residentIdx, { cartIdx: line.cartIdx, tz: date, time });
      }
      await repo.updateLine(db, lineIdx, { dropped, visitDate: date, visitHour: time });
      return rewriteSummary(residentIdx, row);
    },

    /**
     * 전부 담기: puts the plan's kept lines (or the given ones) in the cart with their dates, through the cart's
     * own add (same prices, same checks). Each line is claimed first (one conditional update), so concurrent
     * taps add it once; a line the cart refuses is released and left as planned.
     */
    async addToCart(residentIdx: number, applicationIdx: number, body: { lineIdxs?: number[] }) {
      const row = await ownApplication(residentIdx, applicationIdx);
      const [read] = await readApplications(residentIdx, [row]);
      const lines = read!.lines;
      if (body.lineIdxs) {
        const unknown = body.lineIdxs.filter((idx) => !lines.some((l) => l.lineIdx === idx));
        if (unknown.length) throw invalidField('lineIdxs', '이 계획에 없는 항목이에요. 화면을 새로 고쳐 주세요.');
        const dropped = lines.filter((l) => body.lineIdxs!.includes(l.lineIdx) && l.dropped);
        if (dropped.length) throw invalidField('lineIdxs', `뺀 항목은 담을 수 없어요: ${dropped.map((l) => l.categoryName).join(', ')}. 다시 넣은 뒤 담아 주세요.`);
      }
      const wanted = lines.filter(
        (l) => !l.dropped && (!body.lineIdxs || body.lineIdxs.includes(l.lineIdx)) && lineStatus(l, read!.booked, read!.bookedCategories) === 'planned',
      );
      const claimed = new Set(
        await repo.claimForCart(
          db,
          applicationIdx,
          wanted.map((l) => l.lineIdx),
        ),
      );
      let added = 0;
      let firstError: unknown = null;
      for (const line of wanted.filter((l) => claimed.has(l.lineIdx))) {
        try {
          const result = await cart.add(residentIdx, {
            itemIdx: line.itemIdx,
            optionIdxs: [],
            quantity: 1,
            apartmentIdx: row.apartmentIdx,
            ...(row.pyeong ? { pyeong: row.pyeong } : {}),
            tz: line.visitDate,
            time: line.visitHour,
          });
          await repo.finishCartClaim(db, line.lineIdx, result.line.cartIdx);
          if (!result.alreadyInCart) added++;
        } catch (error) {
          await repo.releaseCartClaim(db, line.lineIdx);
          firstError ??= error;
        }
      }
      // Nothing could go in: say why (the cart's own message: a full day, a full cart...).
      if (firstError && added === 0 && claimed.size === wanted.length && wanted.length > 0) throw firstError;
      return { added, cartCount: await cart.count(residentIdx), application: await readOne(residentIdx, applicationIdx) };
    },

    /** 상담 요청: the resident's ipju 상담 thread with this plan attached (the first one opened stays). */
    async consult(residentIdx: number, applicationIdx: number): Promise<{ threadIdx: number }> {
      const row = await ownApplication(residentIdx, applicationIdx);
      if (row.consultThreadIdx !== null) return { threadIdx: row.consultThreadIdx };
      const plan = await readOne(residentIdx, applicationIdx);
      const threadIdx = await handOverPlan({ residentIdx, planApplicationIdx: applicationIdx, request: consultRequest(plan) });
      await repo.setConsultThread(db, applicationIdx, threadIdx);
      return { threadIdx: (await repo.findApplication(db, applicationIdx))!.consultThreadIdx ?? threadIdx };
    },

    /**
     * The plan a resident handed to ipju 상담, as the staff inbox shows it beside the chat (the chat module's
     * describePlan). Staff look after every 상담 thread; the chat module has already checked that the caller is
     * staff and that the plan is the thread's. Null when the application is gone.
     */
    async describeForStaff(applicationIdx: number): Promise<StaffChatPlan | null> {
      const row = await repo.findApplication(db, applicationIdx);
      if (!row) return null;
      const [read] = await readApplications(row.residentIdx, [row]);
      const plan = toApplication(read!);
      return {
        applicationIdx,
        createdAt: plan.createdAt,
        homeLabel: homeLabel(row),
        moveInDate: plan.moveInDate,
        summary: plan.summary,
        total: plan.total,
        lines: plan.lines.map((line) => ({
          step: line.step,
          categoryName: line.categoryName,
          itemName: line.item.itemName,
          companyName: line.item.partner.companyName,
          date: line.date,
          price: line.price,
          status: PLAN_LINE_STATUS_LABELS[line.status],
        })),
      };
    },
  };
}

export type MoveInPlanService = ReturnType<typeof createMoveInPlanService>;

