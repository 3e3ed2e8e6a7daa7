import { checkSurveyAnswer, isAnswered, type SurveyAnswerValue, type SurveyQuestion } from '@ipju/contract';

const MISSING: Record<SurveyQuestion['kind'], string> = {
  rating: '별점을 골라 주세요.',
  single: '하나를 골라 주세요.',
  multiple: '하나 이상 골라 주세요.',
  text: '내용을 적어 주세요.',
};

/**
 * What is wrong with an answer, said under its question (the title is right above, so a missing answer
 * gets a short hint instead of the contract's sentence quoting the title), or null when it is fine.
 */
export function answerProblem(question: SurveyQuestion, value: SurveyAnswerValue | null | undefined): string | null {
  if (question.required && !isAnswered(value)) return MISSING[question.kind];
  const checked = checkSurveyAnswer(question, value ?? null);
  return checked.ok ? null : checked.message;
}
