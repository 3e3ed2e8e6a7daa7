import {
  areasInformationBody,
  certificateBody,
  companyInformationBody,
  hoursInformationBody,
  itemsInformationBody,
  mainItemsInformationBody,
  partnerAccountUpdateBody,
  partnerCertificateList,
  partnerEmail,
  partnerIsInspection,
  partnerProfile,
  success,
} from '@ipju/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { PartnerCaller, PartnerProfileService } from './partner-profile.service';

const tags = ['partner'];
const partner = { auth: 'partner' as const };
const caller = (req: FastifyRequest): PartnerCaller => ({
  accountIdx: req.session!.subjectIdx,
  partnerIdx: partnerIdx(req),
  tokenHash: req.session!.tokenHash,
});

/**
 * The company's profile sections (SPEC 7, Partner). Each PATCH replaces its section and answers the whole
 * profile (GET /partner's shape); what each body holds is in docs/PARTNER.md, "Profile and items".
 */
export async function partnerProfileRoutes(app: ApiInstance, { partnerProfile: service }: { partnerProfile: PartnerProfileService }) {
  app.get('/partner/email', {
    config: partner,
    schema: { operationId: 'partnerGetEmail', summary: '로그인한 파트너 계정의 이메일', tags, response: { 200: success(partnerEmail) } },
    handler: async (req) => ok(await service.email(caller(req))),
  });

  app.get('/partner/is-inspection', {
    config: partner,
    schema: {
      operationId: 'partnerIsInspection',
      summary: '사전점검 업체인지 (점검원 콘솔을 쓰는지)',
      tags,
      response: { 200: success(partnerIsInspection) },
    },
    handler: async (req) => ok(await service.isInspection(caller(req))),
  });

  app.put('/partner/update', {
    config: partner,
    schema: {
      operationId: 'partnerUpdateAccount',
      summary: '담당자 이름·휴대폰 번호·비밀번호 바꾸기 (현재 비밀번호 확인)',
      description: '새 비밀번호로 바꾸면 이 계정의 다른 기기 로그인은 끝나요. 지금 쓰는 기기는 그대로예요.',
      tags,
      body: partnerAccountUpdateBody,
      response: { 200: success(partnerProfile) },
    },
    handler: async (req) => ok(await service.updateAccount(caller(req), req.body)),
  });

  app.patch('/partner/company-information', {
    config: partner,
    schema: {
      operationId: 'partnerUpdateCompanyInformation',
      summary: '업체 기본 정보 (업체명, 대표자, 주소, 대표 전화, 소개, 로고)',
      description: '사업자등록번호는 바꿀 수 없어요 (사업자 인증 서류로 확인해요).',
      tags,
      body: companyInformationBody,
      response: { 200: success(partnerProfile) },
    },
    handler: async (req) => ok(await service.updateCompany(caller(req), req.body)),
  });

  app.patch('/partner/areas-information', {
    config: partner,
    schema: {
      operationId: 'partnerUpdateAreasInformation',
      summary: "서비스 지역 (시·도와 시·군·구, 예: '서울 송파구')",
      tags,
      body: areasInformationBody,
      response: { 200: success(partnerProfile) },
    },
    handler: async (req) => ok(await service.updateAreas(caller(req), req.body)),
  });

  app.patch('/partner/hours-information', {
    config: partner,
    schema: {
      operationId: 'partnerUpdateHoursInformation',
      summary: '영업시간 (요일별, 쉬는 요일은 null), 점심시간, 공휴일 휴무',
      tags,
      body: hoursInformationBody,
      response: { 200: success(partnerProfile) },
    },
    handler: async (req) => ok(await service.updateHours(caller(req), req.body)),
  });

  app.patch('/partner/items-information', {
    config: partner,
    schema: {
      operationId: 'partnerUpdateItemsInformation',
      summary: '제공 서비스 분류 (서비스 분류 코드 목록)',
      tags,
      body: itemsInformationBody,
      response: { 200: success(partnerProfile) },
    },
    handler: async (req) => ok(await service.updateCategories(caller(req), req.body)),
  });

  app.patch('/partner/main-items-information', {
    config: partner,
    schema: {
      operationId: 'partnerUpdateMainItemsInformation',
      summary: '업체 페이지 대표 상품 (우리 업체 상품 최대 3개, 순서대로)',
      tags,
      body: mainItemsInformationBody,
      response: { 200: success(partnerProfile) },
    },
    handler: async (req) => ok(await service.updateMainItems(caller(req), req.body)),
  });

  app.patch('/partner/certificate', {
    config: partner,
    schema: {
      operationId: 'partnerSubmitCertificate',
      summary: '인증 서류 올리기 (사업자등록증, 자격증·면허, 배상책임보험: 운영팀 심사 후 인증 배지)',
      description: 'GET /files/presigned_url?type=certificate 로 이미지나 PDF를 올린 뒤 그 key를 보내요. 심사 중으로 저장돼요.',
      tags,
      body: certificateBody,
      response: { 200: success(partnerCertificateList) },
    },
    handler: async (req) => ok(await service.submitCertificate(caller(req), req.body)),
  });

  app.get('/partner/certificates', {
    config: partner,
    schema: {
      operationId: 'partnerListCertificates',
      summary: '올린 인증 서류와 심사 상태 (심사 중 / 인증됨 / 반려), 지금의 인증 배지',
      description: 'SPEC에 없는 새 경로예요.',
      tags,
      response: { 200: success(partnerCertificateList) },
    },
    handler: async (req) => ok(await service.listCertificates(caller(req))),
  });
}
