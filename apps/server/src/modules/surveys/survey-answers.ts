import { checkSurveyAnswer, isAnswered, type SurveyAnswerValue } from '@ipju/contract';
import { AppError, invalidField } from '../../lib/errors';
import type { QuestionRow } from './surveys.repository';

/**
 * The value to store for one answer (the contract's rule, shared with the web), or a 400 naming the field
 * (`value`, or `answers.3.value` in a batch) with the question's title in the message.
 */
export function acceptAnswer(question: QuestionRow, value: unknown, field = 'value'): SurveyAnswerValue | null {
  const checked = checkSurveyAnswer(question, value);
  if (!checked.ok) throw invalidField(field, checked.message);
  return checked.value;
}

/** 400 naming every required question without an answer ("'전반적인 만족도', '시간 약속'에 답해 주세요."). */
export function requireAnswered(questions: QuestionRow[], answered: Map<number, SurveyAnswerValue>): void {
  const missing = questions.filter((q) => q.required && !isAnswered(answered.get(q.questionIdx)));
  if (missing.length === 0) return;
  const names = missing.map((q) => `'${q.title}'`).join(', ');
  throw new AppError(
    'VALIDATION',
    `${names}에 답해 주세요.`,
    missing.map((q) => ({ field: `question.${q.questionIdx}`, message: `'${q.title}'에 답해 주세요.` })),
  );
}
