import {
  deviceKeyPath,
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
import type { ResidentsService } from './residents.service';

const tags = ['residents'];
const config = { auth: 'resident' as const };

export async function residentsRoutes(app: ApiInstance, { residents: service }: { residents: ResidentsService }) {
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
