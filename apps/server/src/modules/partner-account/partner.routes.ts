import { okPayload, partnerLoginBody, partnerLoginResult, partnerProfile, success } from '@ipju/contract';
import { retryAfterOnError } from '../../lib/rate-counter';
import { ok } from '../../lib/reply';
import { carriedTokens, partnerIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { PartnerAccountService } from './partner-account.service';

/**
 * Partner sign-in and account. Partners authenticate with a bearer credential (SPEC section 6): the
 * token from POST /auths/partner/login, sent as `Authorization: Bearer <token>`; it is a server session
 * with role partner (idle 3 days, at most 30), ended by logout or withdrawal.
 */
export async function partnerAccountRoutes(app: ApiInstance, { partnerAccount: service }: { partnerAccount: PartnerAccountService }) {
  app.post('/auths/partner/login', {
    onError: retryAfterOnError,
    schema: {
      operationId: 'partnerLogin',
      summary: '파트너 로그인 (이메일·비밀번호, 인증 토큰 발급)',
      tags: ['auths'],
      body: partnerLoginBody,
      response: { 200: success(partnerLoginResult) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await service.login(req.body, {
          ip: req.ip,
          previousTokens: carriedTokens(req),
          userAgent: req.headers['user-agent'],
        }),
      );
    },
  });

  app.get('/partner', {
    config: { auth: 'partner' },
    schema: {
      operationId: 'partnerGetProfile',
      summary: '로그인한 파트너의 업체 정보',
      tags: ['partner'],
      response: { 200: success(partnerProfile) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.getProfile(req.session!.subjectIdx));
    },
  });

  app.post('/auths/partner/logout', {
    config: { auth: 'partner' },
    schema: {
      operationId: 'partnerLogout',
      summary: '파트너 로그아웃 (토큰 폐기)',
      tags: ['auths'],
      response: { 200: success(okPayload) },
    },
    handler: async (req) => {
      await service.logout(req.session!.tokenHash);
      return ok({ ok: true as const });
    },
  });

  app.post('/auths/partner/withdrawal', {
    config: { auth: 'partner' },
    schema: {
      operationId: 'partnerWithdraw',
      summary: '파트너 탈퇴 (계정 비활성화, 업체 기록은 기존 주문을 위해 보관)',
      tags: ['auths'],
      response: { 200: success(okPayload) },
    },
    handler: async (req) => {
      await service.withdraw(partnerIdx(req));
      return ok({ ok: true as const });
    },
  });
}
