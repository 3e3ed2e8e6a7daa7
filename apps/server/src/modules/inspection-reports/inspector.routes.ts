import {
  createdReport,
  downloadReportBody,
  reportInspectionParams,
  reportSendList,
  reportSendParams,
  reportSendResult,
  sendReportOthersBody,
  success,
} from '@ipju/contract';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { InspectionReportsService } from './inspection-reports.service';
import { sendDownload } from './report.downloads';

const tags = ['inspection'];
const config = { auth: 'inspector' as const };
const OWN = '우리 업체의 점검만 다뤄요. 다른 업체의 점검은 없는 점검처럼 404예요.';

/** 사전점검 reports in the inspector console (SPEC section 7, Inspection): create, download, send. */
export async function inspectorReportRoutes(app: ApiInstance, service: InspectionReportsService) {
  app.post('/inspection/:inspectionId/create/report', {
    config,
    schema: {
      operationId: 'inspectorCreateReport',
      summary: '보고서 만들기 (새 판으로 고정)',
      description: `다섯 가지 점검이 모두 작성 완료이고 총평이 저장돼 있어야 해요(아니면 409). ${OWN}`,
      tags,
      params: reportInspectionParams,
      response: { 200: success(createdReport) },
    },
    handler: async (req) => ok(await service.create(partnerIdx(req), req.params.inspectionId)),
  });

  app.post('/inspection/download/report', {
    config,
    schema: {
      operationId: 'inspectorDownloadReport',
      summary: '최신 보고서 PDF 내려받기',
      description: `application/pdf로 내려가요. 보고서를 아직 만들지 않았으면 409예요. ${OWN}`,
      tags,
      body: downloadReportBody,
    },
    handler: async (req, reply) => sendDownload(reply, service, await service.latestForInspector(partnerIdx(req), req.body.inspectionId), 'pdf'),
  });

  app.get('/inspection/:inspectionId/download/images', {
    config,
    schema: {
      operationId: 'inspectorDownloadReportImages',
      summary: '보고서 사진 묶음(zip) 내려받기',
      description: `공간별 폴더, 한글 파일 이름(UTF-8)의 zip이에요. ${OWN}`,
      tags,
      params: reportInspectionParams,
    },
    handler: async (req, reply) => sendDownload(reply, service, await service.latestForInspector(partnerIdx(req), req.params.inspectionId), 'images'),
  });

  app.get('/inspection/:inspectionId/download/excel', {
    config,
    schema: {
      operationId: 'inspectorDownloadReportExcel',
      summary: '하자 목록 엑셀 내려받기',
      description: `하자 하나가 한 줄이에요 (번호, 공간, 위치, 공종, 내용, 중요도, 측정값, 기준, 판정, 사진 파일명, 보수 상태). ${OWN}`,
      tags,
      params: reportInspectionParams,
    },
    handler: async (req, reply) => sendDownload(reply, service, await service.latestForInspector(partnerIdx(req), req.params.inspectionId), 'excel'),
  });

  app.get('/inspection/:inspectionId/report/sends', {
    config,
    schema: {
      operationId: 'inspectorListReportSends',
      summary: '보고서 보낸 기록',
      description: `이 점검의 보고서 링크를 보낸 기록이에요. 최근 것부터 최대 100건, 연락처는 가려서 보여줘요(010-****-5678). ${OWN}`,
      tags,
      params: reportInspectionParams,
      response: { 200: success(reportSendList) },
    },
    handler: async (req) => ok(await service.sends(partnerIdx(req), req.params.inspectionId)),
  });

  app.post('/inspection/:inspectionId/report/send/:sendType', {
    config,
    schema: {
      operationId: 'inspectorSendReport',
      summary: '고객에게 보고서 링크 보내기',
      description: `sms, alimtalk 또는 email. 같은 분께 같은 방법으로 10분 안에 다시 보내면 새로 보내지 않아요(duplicate). ${OWN}`,
      tags,
      params: reportSendParams,
      response: { 200: success(reportSendResult) },
    },
    handler: async (req) => ok(await service.sendToResident(partnerIdx(req), req.params.inspectionId, req.params.sendType)),
  });

  app.post('/inspection/:inspectionId/report/send/:sendType/others', {
    config,
    schema: {
      operationId: 'inspectorSendReportToOthers',
      summary: '다른 분께 보고서 링크 보내기 (가족, 시공사 AS 센터)',
      description: `최대 5명. 받는 분은 보기만 할 수 있어요(체크리스트는 고객만). ${OWN}`,
      tags,
      params: reportSendParams,
      body: sendReportOthersBody,
      response: { 200: success(reportSendResult) },
    },
    handler: async (req) =>
      ok(await service.sendToOthers(partnerIdx(req), req.params.inspectionId, req.params.sendType, req.body.recipients)),
  });
}
