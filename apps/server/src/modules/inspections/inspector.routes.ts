import {
  callNumber,
  inspectionDetail,
  inspectionIdParam,
  inspectionList,
  inspectionListQuery,
  inspectionReportPage,
  inspectionReportsQuery,
  inspectionResultBody,
  inspectionSummary,
  onlineResidentList,
  onlineResidentsQuery,
  success,
  updateInspectionBody,
} from '@ipju/contract';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { InspectionsService } from './inspections.service';

const tags = ['inspection'];
const config = { auth: 'inspector' as const };

/** The inspector console's inspections (SPEC section 7, Inspection): lists, one inspection, its edits, the 총평. */
export async function inspectorInspectionRoutes(app: ApiInstance, { inspections: service }: { inspections: InspectionsService }) {
  app.get('/inspection', {
    config,
    schema: {
      operationId: 'inspectorListInspections',
      summary: '점검 목록 (검색)',
      description: '취소되지 않은 우리 업체의 점검, 최근 것부터 200건까지. keyword는 단지명, 동·호, 입주민 이름·전화번호를 찾아요.',
      tags,
      querystring: inspectionListQuery,
      response: { 200: success(inspectionList) },
    },
    handler: async (req) => ok(await service.list(partnerIdx(req), req.query.keyword || undefined)),
  });

  app.get('/inspection/check-inspection', {
    config,
    schema: {
      operationId: 'inspectorListInspectionsToCheck',
      summary: '점검할 목록 (점검 예정·점검 중)',
      description: '방문일이 빠른 순서예요 (방문일 미정은 뒤로).',
      tags,
      response: { 200: success(inspectionList) },
    },
    handler: async (req) => ok(await service.toInspect(partnerIdx(req))),
  });

  app.get('/inspection/result', {
    config,
    schema: {
      operationId: 'inspectorListMeasuredInspections',
      summary: '측정 완료 목록 (총평·보고서 대기)',
      tags,
      response: { 200: success(inspectionList) },
    },
    handler: async (req) => ok(await service.measured(partnerIdx(req))),
  });

  app.get('/inspection/summary', {
    config,
    schema: {
      operationId: 'inspectorGetInspectionSummary',
      summary: '상태별 점검 수 (콘솔 홈)',
      tags,
      response: { 200: success(inspectionSummary) },
    },
    handler: async (req) => ok(await service.summary(partnerIdx(req))),
  });

  app.get('/inspection/reports', {
    config,
    schema: {
      operationId: 'inspectorListInspectionReports',
      summary: '보고서를 만든 점검 (페이지)',
      description: '한 페이지에 20건, 보고서를 최근에 만든 순서예요.',
      tags,
      querystring: inspectionReportsQuery,
      response: { 200: success(inspectionReportPage) },
    },
    handler: async (req) => ok(await service.reports(partnerIdx(req), req.query)),
  });

  app.get('/inspection/:inspectionId/get_vn', {
    config,
    schema: {
      operationId: 'inspectorGetInspectionVirtualNumber',
      summary: '입주민에게 거는 050 안심번호',
      description:
        'SPEC에 없는 새 경로예요. 점검 화면에는 입주민 휴대폰 번호 대신 가린 번호(010-****-5678)를 보여주고, 전화는 이 번호로 걸어요 (주문한 점검은 방문 연락처로 연결돼요). 처음 물을 때 열리고 방문 다음 날이 끝나면 닫혀요. 취소된 점검, 연결된 입주민이 없는 점검, 기간이 지난 점검은 409예요.',
      tags,
      params: inspectionIdParam,
      response: { 200: success(callNumber) },
    },
    handler: async (req) => ok(await service.callNumber(partnerIdx(req), req.params.inspectionId)),
  });

  app.get('/inspection/:inspectionId', {
    config,
    schema: {
      operationId: 'inspectorGetInspection',
      summary: '점검 상세 (세대, 공간, 종류별 작성 상태)',
      tags,
      params: inspectionIdParam,
      response: { 200: success(inspectionDetail) },
    },
    handler: async (req) => ok(await service.get(partnerIdx(req), req.params.inspectionId)),
  });

  app.post('/inspection/:inspectionId', {
    config,
    schema: {
      operationId: 'inspectorUpdateInspection',
      summary: '점검 수정 (공간 추가·이름·삭제·순서, 결로 지역, 라돈 기준, 입주민 연결, 메모)',
      tags,
      params: inspectionIdParam,
      body: updateInspectionBody,
      response: { 200: success(inspectionDetail) },
    },
    handler: async (req) => ok(await service.update(partnerIdx(req), req.params.inspectionId, req.body)),
  });

  app.post('/inspection/:inspectionId/result', {
    config,
    schema: {
      operationId: 'inspectorSaveInspectionResult',
      summary: '총평 저장',
      description: '다섯 가지 점검이 모두 작성 완료일 때 저장할 수 있어요 (아니면 409).',
      tags,
      params: inspectionIdParam,
      body: inspectionResultBody,
      response: { 200: success(inspectionDetail) },
    },
    handler: async (req) => ok(await service.saveResult(partnerIdx(req), req.params.inspectionId, req.body.opinion)),
  });

  app.get('/online/residents', {
    config,
    schema: {
      operationId: 'inspectorSearchResidents',
      summary: '점검에 연결할 입주민 찾기',
      description: '우리 업체에서 주문한 입주민을 이름, 단지명, 전화번호(4자리 이상)로 찾아요. 전화번호는 가려서 보여요. 최대 20명.',
      tags,
      querystring: onlineResidentsQuery,
      response: { 200: success(onlineResidentList) },
    },
    handler: async (req) => ok(await service.searchResidents(partnerIdx(req), req.query.keyword)),
  });
}
