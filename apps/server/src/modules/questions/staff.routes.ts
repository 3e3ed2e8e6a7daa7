import {
  hiddenQuestionPosts,
  moderatedAnswerPath,
  questionModerationBody,
  questionModerationResult,
  questionPath,
  success,
} from '@ipju/contract';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { ModerationService } from './moderation.service';

const staff = { auth: 'staff' as const };
const tags = ['staff'];

/** Staff decide on questions and answers hidden by reports (new paths, staff console). */
export async function staffQuestionsRoutes(app: ApiInstance, { questionModeration: service }: { questionModeration: ModerationService }) {

  app.get('/staff/questions/hidden', {
    config: staff,
    schema: {
      operationId: 'staffListHiddenQuestionPosts',
      summary: '신고로 가려진 질문과 답변 (신고 사유 포함)',
      description: 'SPEC에 없는 새 경로예요. 운영팀 콘솔이 써요.',
      tags,
      response: { 200: success(hiddenQuestionPosts) },
    },
    handler: async () => ok(await service.listHidden()),
  });

  app.patch('/staff/questions/:questionIdx/moderation', {
    config: staff,
    schema: {
      operationId: 'staffModerateQuestion',
      summary: '질문 검토 결과 (restore 다시 보이기, remove 삭제)',
      description: 'SPEC에 없는 새 경로예요. 같은 결정을 다시 보내면 바뀌는 것 없이 200이에요.',
      tags,
      params: questionPath,
      body: questionModerationBody,
      response: { 200: success(questionModerationResult) },
    },
    handler: async (req) => ok(await service.moderateQuestion(req.params.questionIdx, req.body.action)),
  });

  app.patch('/staff/answers/:answerIdx/moderation', {
    config: staff,
    schema: {
      operationId: 'staffModerateAnswer',
      summary: '답변 검토 결과 (restore 다시 보이기, remove 삭제)',
      description: 'SPEC에 없는 새 경로예요. 같은 결정을 다시 보내면 바뀌는 것 없이 200이에요.',
      tags,
      params: moderatedAnswerPath,
      body: questionModerationBody,
      response: { 200: success(questionModerationResult) },
    },
    handler: async (req) => ok(await service.moderateAnswer(req.params.answerIdx, req.body.action)),
  });
}
