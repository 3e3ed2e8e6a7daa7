/**
 * 지식인: questions, reactions, answers (answerer.routes.ts), staff moderation (staff.routes.ts) and the partner
 * console's questions to answer (partner-questions.routes.ts).
 */
export { questionsRoutes, type QuestionsServices } from './questions.routes';
export { createQuestionsService, type QuestionsService } from './questions.service';
export { createReactionsService, type ReactionsService } from './reactions.service';
export { createAnswersService, type AnswersService } from './answers.service';
export { createModerationService, type ModerationService } from './moderation.service';
export { createPartnerQuestionsService, type PartnerQuestionsService } from './partner-questions.service';
