import {
  createHomeBody,
  deviceKeyPath,
  homeIdxPath,
  residentHome,
  residentHomeList,
  updateHomeBody,
  fcmTokenRecord,
  joinResidentApartmentBody,
  registerFcmTokenBody,
  residentApartmentPayload,
  success,
  updateResidentApartmentBody,
  updateResidentPersonalBody,
  userProfile,
} from '@ipju/contract';
import { ok } from '../../lib/reply';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { HomesService } from './homes.service';
import type { ResidentsService } from './residents.service';

const tags = ['residents'];
const config = { auth: 'resident' as const };

export async function residentsRoutes(app: ApiInstance, { residents: service, homes }: { residents: ResidentsService; homes: HomesService }) {
  app.get('/residents/home', {
    config,
    schema: {
      operationId: 'listResidentHomes',
      summary: '우리 집 목록 (지금 집이 맨 앞)',
      tags,
      response: { 200: success(residentHomeList) },
    },
    handler: async (req) => ok(await homes.list(residentIdx(req))),
  });

  app.post('/residents/home', {
    config,
    schema: {
      operationId: 'createResidentHome',
      summary: '집 추가 (단지, 평형, 동·호수, 입주 예정일)',
      description: '첫 집이거나 isCurrent: true면 지금 집이 돼요. 동과 호수는 함께 보내요(나중에 입력해도 돼요).',
      tags,
      body: createHomeBody,
      response: { 200: success(residentHome) },
    },
    handler: async (req) => ok(await homes.create(residentIdx(req), req.body)),
  });

  app.patch('/residents/home/:homeIdx', {
    config,
    schema: {
      operationId: 'updateResidentHome',
      summary: '집 고치기·지금 집으로 고르기',
      description: 'SPEC에 없는 새 경로예요. 평형, 동·호수, 입주 예정일을 고치거나 isCurrent: true로 지금 집으로 골라요. 다른 사람의 집은 404예요.',
      tags,
      params: homeIdxPath,
      body: updateHomeBody,
      response: { 200: success(residentHome) },
    },
    handler: async (req) => ok(await homes.update(residentIdx(req), req.params.homeIdx, req.body)),
  });

  app.delete('/residents/home/:homeIdx', {
    config,
    schema: {
      operationId: 'deleteResidentHome',
      summary: '집 지우기 (지금 집이면 가장 최근에 추가한 다른 집이 지금 집이 돼요)',
      tags,
      params: homeIdxPath,
      response: { 200: success(residentHomeList) },
    },
    handler: async (req) => ok(await homes.remove(residentIdx(req), req.params.homeIdx)),
  });

  app.get('/residents/apartment', {
    config,
    schema: {
      operationId: 'getResidentApartment',
      summary: '내 단지 (동·호수, 평형 포함; 없으면 apart: null)',
      tags,
      response: { 200: success(residentApartmentPayload) },
    },
    handler: async (req) => ok(await service.getApartment(residentIdx(req))),
  });

  app.put('/residents/apartment', {
    config,
    schema: {
      operationId: 'updateResidentApartment',
      summary: '내 단지·평형 바꾸기',
      tags,
      body: updateResidentApartmentBody,
      response: { 200: success(residentApartmentPayload) },
    },
    handler: async (req) => ok(await service.updateApartment(residentIdx(req), req.body)),
  });

  app.put('/residents/apartment/join', {
    config,
    schema: {
      operationId: 'joinResidentApartment',
      summary: '입주민 등록 (단지, 평형, 동·호수)',
      tags,
      body: joinResidentApartmentBody,
      response: { 200: success(residentApartmentPayload) },
    },
    handler: async (req) => ok(await service.joinApartment(residentIdx(req), req.body)),
  });

  app.put('/residents/personal', {
    config,
    schema: {
      operationId: 'updateResidentPersonal',
      summary: '이름·이메일 바꾸기',
      tags,
      body: updateResidentPersonalBody,
      response: { 200: success(userProfile) },
    },
    handler: async (req) => ok(await service.updatePersonal(residentIdx(req), req.body)),
  });

  app.post('/residents/fcm-token', {
    config,
    schema: {
      operationId: 'registerFcmToken',
      summary: '앱 푸시 토큰 등록 (기기별로 한 개)',
      tags,
      body: registerFcmTokenBody,
      response: { 200: success(fcmTokenRecord) },
    },
    handler: async (req) => ok(await service.registerFcmToken(residentIdx(req), req.body)),
  });

  app.get('/residents/fcm-token/:deviceKey', {
    config,
    schema: {
      operationId: 'getFcmToken',
      summary: '이 기기의 푸시 토큰',
      tags,
      params: deviceKeyPath,
      response: { 200: success(fcmTokenRecord) },
    },
    handler: async (req) => ok(await service.getFcmToken(residentIdx(req), req.params.deviceKey)),
  });
}
