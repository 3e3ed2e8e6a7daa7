import {
  COMMENT_TASK_TYPES,
  createInspectionTaskBody,
  deleteTasksBody,
  deleteTasksResult,
  inspectionIdParam,
  inspectionStandard,
  inspectionTask,
  inspectionTaskList,
  inspectionTaskTypeParams,
  inspectionTypeParams,
  inspectionWorkState,
  INSPECTION_TYPE_LABELS,
  INSPECTION_TYPES,
  koreanIssueMessage,
  measureTaskTypeParam,
  SPACE_TASK_TYPES,
  spaceTasksQuery,
  stripInvisibleFormatDeep,
  TASK_INPUTS,
  taskCommentBody,
  taskIdParam,
  taskSpaceList,
  success,
  updateThermalTaskBody,
  updateVisualTaskBody,
  type InspectionType,
} from '@ipju/contract';
import type { FastifyRequest } from 'fastify';
import { invalidField } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import { inspectorOf } from './caller';
import type { TasksService } from './tasks.service';

const tags = ['inspection'];
const config = { auth: 'inspector' as const };
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/**
 * The body of POST .../{type}/tasks is checked against the path's type before the route's union (which only
 * documents the five bodies), so a 400 names the field of that type's body.
 */
async function checkTaskBody(req: FastifyRequest) {
  const type = (req.params as { type?: string }).type;
  if (!type || !(INSPECTION_TYPES as readonly string[]).includes(type)) return;
  // Judged as the route's schema will judge it: without invisible format characters (contract safe-text).
  const parsed = TASK_INPUTS[type as InspectionType].safeParse(stripInvisibleFormatDeep(req.body));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalidField(String(issue.path[0] ?? 'body'), koreanIssueMessage(issue));
  }
}

/** Measurement work: standards, 작성 중 / 작성 완료 per type, and the tasks of the five types (SPEC section 7). */
export async function inspectorTaskRoutes(app: ApiInstance, { inspectionTasks: service }: { inspectionTasks: TasksService }) {
  app.get('/inspection/:inspectionId/:inspectionType/standard', {
    config,
    schema: {
      operationId: 'inspectorGetInspectionStandard',
      summary: '측정 기준 (이 점검이 시작할 때 복사한 기준과 출처)',
      tags,
      params: inspectionTypeParams,
      response: { 200: success(inspectionStandard) },
    },
    handler: async (req) => ok(await service.standard(partnerIdx(req), req.params.inspectionId, req.params.inspectionType)),
  });

  for (const [state, operationId, summary] of [
    ['completed', 'inspectorCompleteInspectionType', '작성 완료로 표시'],
    ['writing', 'inspectorReopenInspectionType', '작성 중으로 되돌리기'],
  ] as const) {
    app.patch(`/inspection/:inspectionId/:inspectionType/${state}`, {
      config,
      schema: {
        operationId,
        summary,
        description: '작성 완료인 종류는 기록을 추가·수정·삭제할 수 없어요 (409). 같은 상태로 다시 보내면 아무것도 바뀌지 않아요.',
        tags,
        params: inspectionTypeParams,
        response: { 200: success(inspectionWorkState) },
      },
      handler: async (req) => ok(await service.setState(partnerIdx(req), req.params.inspectionId, req.params.inspectionType, state)),
    });
  }

  app.get('/inspection/:inspectionId/:type/tasks', {
    config,
    schema: {
      operationId: 'inspectorListTasks',
      summary: '종류별 점검 기록 (열화상·육안은 inspectionSpace로 공간을 고를 수 있어요)',
      tags,
      params: inspectionTaskTypeParams,
      querystring: spaceTasksQuery,
      response: { 200: success(inspectionTaskList) },
    },
    handler: async (req) => ok(await service.list(partnerIdx(req), req.params.inspectionId, req.params.type, req.query.inspectionSpace)),
  });

  app.post('/inspection/:inspectionId/:type/tasks', {
    config,
    preValidation: checkTaskBody,
    schema: {
      operationId: 'inspectorCreateTask',
      summary: '점검 기록 추가',
      description:
        '본문은 경로의 종류에 맞는 것 하나예요. clientKey가 같은 요청을 다시 보내면 처음 기록을 그대로 돌려주고 새로 만들지 않아요 (작성 완료 뒤에도).',
      tags,
      params: inspectionTaskTypeParams,
      body: createInspectionTaskBody,
      response: { 200: success(inspectionTask) },
    },
    handler: async (req) => ok(await service.create(inspectorOf(req), req.params.inspectionId, req.params.type, req.body)),
  });

  app.delete('/inspection/:type/tasks', {
    config,
    schema: {
      operationId: 'inspectorDeleteTasks',
      summary: '기울기·바닥 수평·라돈 기록 삭제',
      description: '모든 번호가 그 종류의 우리 기록이어야 지워요 (하나라도 아니면 아무것도 지우지 않아요).',
      tags,
      params: measureTaskTypeParam,
      body: deleteTasksBody,
      response: { 200: success(deleteTasksResult) },
    },
    handler: async (req) => ok(await service.delete(partnerIdx(req), req.params.type, req.body.taskIds)),
  });

  for (const type of SPACE_TASK_TYPES) {
    const label = INSPECTION_TYPE_LABELS[type];
    app.delete(`/inspection/:inspectionId/${type}/tasks`, {
      config,
      schema: {
        operationId: `inspectorDelete${cap(type)}Tasks`,
        summary: `${label} 기록 삭제`,
        tags,
        params: inspectionIdParam,
        body: deleteTasksBody,
        response: { 200: success(deleteTasksResult) },
      },
      handler: async (req) => ok(await service.delete(partnerIdx(req), type, req.body.taskIds, req.params.inspectionId)),
    });

    app.get(`/inspection/:inspectionId/${type}/space`, {
      config,
      schema: {
        operationId: `inspectorList${cap(type)}Spaces`,
        summary: `공간별 ${label} 기록 수`,
        tags,
        params: inspectionIdParam,
        response: { 200: success(taskSpaceList) },
      },
      handler: async (req) => ok(await service.spaces(partnerIdx(req), req.params.inspectionId, type)),
    });

    app.get(`/inspection/${type}/tasks/:taskId`, {
      config,
      schema: {
        operationId: `inspectorGet${cap(type)}Task`,
        summary: `${label} 기록 하나`,
        tags,
        params: taskIdParam,
        response: { 200: success(inspectionTask) },
      },
      handler: async (req) => ok(await service.get(partnerIdx(req), type, req.params.taskId)),
    });

    app.patch(`/inspection/${type}/tasks/:taskId`, {
      config,
      schema: {
        operationId: `inspectorUpdate${cap(type)}Task`,
        summary: `${label} 기록 수정`,
        tags,
        params: taskIdParam,
        body: type === 'visual' ? updateVisualTaskBody : updateThermalTaskBody,
        response: { 200: success(inspectionTask) },
      },
      handler: async (req) => ok(await service.update(partnerIdx(req), type, req.params.taskId, req.body)),
    });
  }

  for (const type of COMMENT_TASK_TYPES) {
    const label = INSPECTION_TYPE_LABELS[type];
    app.patch(`/inspection/${type}/tasks/:taskId/comment`, {
      config,
      schema: {
        operationId: `inspectorUpdate${cap(type)}TaskComment`,
        summary: `${label} 기록 메모 쓰기`,
        tags,
        params: taskIdParam,
        body: taskCommentBody,
        response: { 200: success(inspectionTask) },
      },
      handler: async (req) => ok(await service.setComment(partnerIdx(req), type, req.params.taskId, req.body.comment)),
    });
    app.delete(`/inspection/${type}/tasks/:taskId/comment`, {
      config,
      schema: {
        operationId: `inspectorDelete${cap(type)}TaskComment`,
        summary: `${label} 기록 메모 지우기`,
        tags,
        params: taskIdParam,
        response: { 200: success(inspectionTask) },
      },
      handler: async (req) => ok(await service.setComment(partnerIdx(req), type, req.params.taskId, null)),
    });
  }
}
