/** The console's 문의 pages. */
export const PARTNER_QUESTIONS = '/partner/questions';
export const partnerQuestionPath = (questionIdx: number) => `${PARTNER_QUESTIONS}/${questionIdx}`;
