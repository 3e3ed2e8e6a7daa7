import { and, asc, count, desc, eq, inArray, ne, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, items, partners, questionAnswers, questions } from '../../db/schema';
import type { QuestionRow, QuestionWithService } from './questions.repository';

/**
 * The services whose questions a company sees: the categories of its profile (제공 서비스, PATCH
 * /partner/items-information) and those of its items on sale, in catalogue order.
 */
export async function servicesOfPartner(db: DbOrTx, partnerIdx: number): Promise<Array<{ code: string; name: string }>> {
  const declared = sql`${categories.code} in (
    select jsonb_array_elements_text(${partners.categoryCodes}) from ${partners} where ${partners.partnerIdx} = ${partnerIdx}
  )`;
  const selling = inArray(
    categories.code,
    db
      .select({ code: items.categoryCode })
      .from(items)
      .where(and(eq(items.partnerIdx, partnerIdx), eq(items.isActive, true))),
  );
  return db
    .select({ code: categories.code, name: categories.label })
    .from(categories)
    .where(or(declared, selling))
    .orderBy(asc(categories.sortOrder), asc(categories.code));
}

/**
 * Whether this company has answered the question: any answer of it that is not deleted (a hidden or removed
 * one too), the same rows `question_answers_partner_once_uq` counts, so "answered" here means "cannot answer again".
 */
const answeredBy = (partnerIdx: number) => sql<boolean>`exists (
  select 1 from ${questionAnswers}
  where ${questionAnswers.questionIdx} = ${questions.questionIdx}
    and ${questionAnswers.authorRole} = 'partner' and ${questionAnswers.partnerIdx} = ${partnerIdx}
    and ${questionAnswers.status} <> 'deleted'
)`;

/** Whether a partner company's answer is visible on the question (the board's 업체 답변). */
const partnerAnswered = sql<boolean>`exists (
  select 1 from ${questionAnswers}
  where ${questionAnswers.questionIdx} = ${questions.questionIdx}
    and ${questionAnswers.authorRole} = 'partner' and ${questionAnswers.status} = 'visible'
)`;

export type PartnerQuestionRow = QuestionWithService & { answeredByUs: boolean };

/**
 * Visible questions about these services, newest first, one page; `unanswered` keeps those this company has
 * not answered. Also the count of the filter and the count of unanswered ones (three statements, whatever the page).
 */
export async function listForPartner(
  db: DbOrTx,
  partnerIdx: number,
  filter: { codes: string[]; unansweredOnly: boolean; page: number; limit: number },
) {
  const inScope = and(eq(questions.status, 'visible'), inArray(questions.categoryCode, filter.codes));
  const unanswered = and(inScope, not(answeredBy(partnerIdx)));
  const where = filter.unansweredOnly ? unanswered : inScope;
  const [rows, [total], [open]] = await Promise.all([
    db
      .select({ question: questions, serviceName: categories.label, partnerAnswered, answeredByUs: answeredBy(partnerIdx) })
      .from(questions)
      .leftJoin(categories, eq(categories.code, questions.categoryCode))
      .where(where)
      .orderBy(desc(questions.questionIdx))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(questions).where(where),
    filter.unansweredOnly ? Promise.resolve([] as Array<{ n: number }>) : db.select({ n: count() }).from(questions).where(unanswered),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    rows: rows.map(
      (r): PartnerQuestionRow => ({
        ...(r.question as QuestionRow),
        serviceName: r.serviceName,
        partnerAnswered: Boolean(r.partnerAnswered),
        answeredByUs: Boolean(r.answeredByUs),
      }),
    ),
    total: totalCount,
    unansweredTotal: filter.unansweredOnly ? totalCount : (open?.n ?? 0),
  };
}

/** This company's answer to the question (not deleted), whatever its status. */
export async function ownAnswer(db: DbOrTx, questionIdx: number, partnerIdx: number) {
  const [row] = await db
    .select()
    .from(questionAnswers)
    .where(
      and(
        eq(questionAnswers.questionIdx, questionIdx),
        eq(questionAnswers.authorRole, 'partner'),
        eq(questionAnswers.partnerIdx, partnerIdx),
        ne(questionAnswers.status, 'deleted'),
      ),
    )
    .limit(1);
  return row;
}
