import { okPayload, staffLoginBody, staffLoginResult, staffProfile, success } from '@ipju/contract';
import { retryAfterOnError } from '../../lib/rate-counter';
import { ok } from '../../lib/reply';
import { carriedTokens, staffIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { StaffService } from './staff.service';

/**
 * Staff sign-in (not in SPEC: the operations team's own console calls it). The token is sent as
 * `Authorization: Bearer <token>`; routes with auth 'staff' or 'answerer' accept it.
 */
export async function staffRoutes(app: ApiInstance, { staff: service }: { staff: StaffService }) {
  app.post('/auths/staff/login', {
    onError: retryAfterOnError,
    schema: {
      operationId: 'staffLogin',
      summary: '운영팀 로그인 (이메일·비밀번호, 인증 토큰 발급)',
      description: 'SPEC에 없는 새 경로예요. 운영팀 콘솔이 써요.',
      tags: ['staff'],
      body: staffLoginBody,
      response: { 200: success(staffLoginResult) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await service.login(req.body, { ip: req.ip, previousTokens: carriedTokens(req), userAgent: req.headers['user-agent'] }),
      );
    },
  });

  app.get('/staff/me', {
    config: { auth: 'staff' },
    schema: {
      operationId: 'staffGetProfile',
      summary: '로그인한 운영팀 계정',
      tags: ['staff'],
      response: { 200: success(staffProfile) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.getProfile(staffIdx(req)));
    },
  });

  app.post('/auths/staff/logout', {
    config: { auth: 'staff' },
    schema: {
      operationId: 'staffLogout',
      summary: '운영팀 로그아웃 (토큰 폐기)',
      tags: ['staff'],
      response: { 200: success(okPayload) },
    },
    handler: async (req) => {
      await service.logout(req.session!.tokenHash);
      return ok({ ok: true as const });
    },
  });
}
