import {
  inspectionReportView,
  reportIdParams,
  reportRepairParams,
  reportTokenQuery,
  residentInspectionList,
  success,
  updateRepairBody,
} from '@ipju/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { optionalResidentIdx, residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { InspectionReportsService, ReportReader } from './inspection-reports.service';
import { sendDownload, type DownloadKind } from './report.downloads';

const tags = ['inspection-reports'];
const ACCESS =
  '보고서의 고객(로그인) 또는 받은 링크의 token으로 열어요. 샘플 보고서는 누구나 열 수 있어요. 그 밖의 보고서는 없는 보고서처럼 404예요.';

/** Who is reading: the signed-in resident or inspector, and the link's token when there is one. */
function readerOf(req: FastifyRequest, query: { token?: string }): ReportReader {
  const session = req.session;
  return {
    residentIdx: optionalResidentIdx(req),
    partnerIdx: session?.role === 'partner' ? session.partnerIdx : null,
    token: query.token ?? null,
  };
}

/** The resident's side of 사전점검 reports (new paths, docs/INSPECTION.md "Reports"). */
export async function inspectionReportRoutes(app: ApiInstance, service: InspectionReportsService) {
  app.get('/residents/inspections', {
    config: { auth: 'resident' },
    schema: {
      operationId: 'listMyInspections',
      summary: '내 사전점검 목록 (상태와 보고서 링크)',
      tags,
      response: { 200: success(residentInspectionList) },
    },
    handler: async (req) => ok({ inspections: await service.residentInspections(residentIdx(req)) }),
  });

  app.get('/inspection-reports/sample', {
    schema: {
      operationId: 'getSampleInspectionReport',
      summary: '샘플 사전점검 보고서',
      description: '구매 전에 읽어 보는 실제 형식의 샘플이에요. 다운로드는 /inspection-reports/{reportId}/pdf 등으로 받아요.',
      tags,
      response: { 200: success(inspectionReportView) },
    },
    handler: async () => ok(await service.sample()),
  });

  app.get('/inspection-reports/:reportId', {
    config: { auth: 'optional' },
    schema: {
      operationId: 'getInspectionReport',
      summary: '사전점검 보고서 보기',
      description: ACCESS,
      tags,
      params: reportIdParams,
      querystring: reportTokenQuery,
      response: { 200: success(inspectionReportView) },
    },
    handler: async (req) => ok(await service.view(req.params.reportId, readerOf(req, req.query))),
  });

  const downloads: { path: string; kind: DownloadKind; operationId: string; summary: string }[] = [
    { path: 'pdf', kind: 'pdf', operationId: 'downloadInspectionReportPdf', summary: '보고서 PDF 내려받기' },
    { path: 'excel', kind: 'excel', operationId: 'downloadInspectionReportExcel', summary: '하자 목록 엑셀 내려받기' },
    { path: 'images', kind: 'images', operationId: 'downloadInspectionReportImages', summary: '점검 사진 묶음(zip) 내려받기' },
    { path: 'repair-pack', kind: 'repair-pack', operationId: 'downloadInspectionRepairPack', summary: '하자보수 신청 묶음(zip) 내려받기' },
  ];
  for (const d of downloads) {
    app.get(`/inspection-reports/:reportId/${d.path}`, {
      config: { auth: 'optional' },
      schema: { operationId: d.operationId, summary: d.summary, description: ACCESS, tags, params: reportIdParams, querystring: reportTokenQuery },
      handler: async (req, reply) => {
        const { report } = await service.readable(req.params.reportId, readerOf(req, req.query));
        return sendDownload(reply, service, report, d.kind);
      },
    });
  }

  app.patch('/inspection-reports/:reportId/repairs/:taskIdx', {
    config: { auth: 'optional' },
    schema: {
      operationId: 'updateInspectionRepair',
      summary: '하자보수 체크리스트 바꾸기 (미접수, 보수 요청, 보수 완료)',
      description: '보고서의 고객만 바꿀 수 있어요(로그인, 또는 고객에게 보낸 링크의 token을 본문에). 다른 분께 보낸 링크로는 404예요.',
      tags,
      params: reportRepairParams,
      body: updateRepairBody,
      response: { 200: success(inspectionReportView) },
    },
    handler: async (req) => ok(await service.updateRepair(req.params.reportId, req.params.taskIdx, readerOf(req, req.body), req.body)),
  });
}
