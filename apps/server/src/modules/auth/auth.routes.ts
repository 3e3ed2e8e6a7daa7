import {
  agreementBody,
  appleSignInBody,
  appleSignInConfig,
  clientAppVersion,
  okPayload,
  sendPhoneCodeBody,
  sendPhoneCodeResult,
  signInResult,
  signInWithPhoneBody,
  success,
  userProfile,
} from '@ipju/contract';
import { AppError } from '../../lib/errors';
import { retryAfterOnError } from '../../lib/rate-counter';
import { ok } from '../../lib/reply';
import { safeEqual } from '../../lib/tokens';
import { clearSessionCookie, requestCookie, residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { AuthService } from './auth.service';
import { APPLE_STATE_COOKIE, completeSignIn, signInContext } from './sign-in';

const tags = ['auths'];

export async function authRoutes(app: ApiInstance, { auth: service }: { auth: AuthService }) {

  app.post('/auths/phone_send', {
    onError: retryAfterOnError,
    schema: {
      operationId: 'sendPhoneCode',
      summary: '휴대폰 인증번호 보내기 (5분 유효, 1시간에 5번까지)',
      tags,
      body: sendPhoneCodeBody,
      response: { 200: success(sendPhoneCodeResult) },
    },
    handler: async (req) => ok(await service.sendPhoneCode(req.body.phone, req.ip)),
  });

  app.post('/auths/phone', {
    schema: {
      operationId: 'signInWithPhone',
      summary: '휴대폰 인증번호로 가입 또는 로그인 (세션 쿠키 설정)',
      tags,
      body: signInWithPhoneBody,
      response: { 200: success(signInResult) },
    },
    handler: async (req, reply) =>
      ok(completeSignIn(req, reply, await service.signInWithPhone(req.body, signInContext(req)))),
  });

  app.get('/auths/me', {
    config: { auth: 'resident' },
    schema: {
      operationId: 'getMe',
      summary: '로그인한 입주민 정보',
      tags,
      response: { 200: success(userProfile) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.getMe(residentIdx(req)));
    },
  });

  app.put('/auths/agreement', {
    config: { auth: 'resident' },
    schema: {
      operationId: 'updateAgreement',
      summary: '약관 동의 (이용약관·개인정보 필수, 마케팅 선택)',
      tags,
      body: agreementBody,
      response: { 200: success(userProfile) },
    },
    handler: async (req) => ok(await service.updateAgreement(residentIdx(req), req.body)),
  });

  app.post('/auths/logout', {
    config: { auth: 'resident' },
    schema: {
      operationId: 'logout',
      summary: '로그아웃 (서버 세션 종료)',
      tags,
      response: { 200: success(okPayload) },
    },
    handler: async (req, reply) => {
      await service.logout(req.session!.tokenHash);
      clearSessionCookie(reply);
      return ok({ ok: true as const });
    },
  });

  app.post('/auths/signout', {
    config: { auth: 'resident' },
    schema: {
      operationId: 'withdraw',
      summary: '회원 탈퇴 (개인정보 삭제, 주문·리뷰 기록은 익명으로 보관)',
      tags,
      response: { 200: success(okPayload) },
    },
    handler: async (req, reply) => {
      await service.withdraw(residentIdx(req));
      clearSessionCookie(reply);
      return ok({ ok: true as const });
    },
  });

  app.get('/auths/client-app-version', {
    schema: {
      operationId: 'getClientAppVersion',
      summary: '플랫폼별 최소 앱 버전 (data.data.ios / android)',
      tags,
      response: { 200: success(clientAppVersion) },
    },
    handler: async () => ok(service.clientAppVersion()),
  });

  app.get('/auths/apple/config', {
    schema: {
      operationId: 'getAppleSignInConfig',
      summary: 'Apple 로그인 버튼 설정 (state 쿠키 발급)',
      tags,
      response: { 200: success(appleSignInConfig) },
    },
    handler: async (_req, reply) => {
      const cfg = service.appleConfig();
      // Apple posts the callback cross-site (form_post), so the nonce cookie must be SameSite=None, which
      // browsers accept only with Secure (Apple requires an https redirect URI anyway).
      reply.setCookie(APPLE_STATE_COOKIE, cfg.state, { path: '/', httpOnly: true, secure: true, sameSite: 'none', maxAge: 600 });
      reply.header('cache-control', 'no-store');
      return ok(cfg);
    },
  });

  app.post('/auths/apple', {
    schema: {
      operationId: 'signInWithApple',
      summary: 'Apple 로그인 (id_token 검증 후 가입 또는 로그인)',
      tags,
      body: appleSignInBody,
      response: { 200: success(signInResult) },
    },
    handler: async (req, reply) => {
      if (req.body.state !== undefined) {
        const expected = requestCookie(req, APPLE_STATE_COOKIE);
        if (!expected || !safeEqual(expected, req.body.state)) {
          const message = 'Apple 로그인 요청이 만료되었어요. Apple 로그인을 처음부터 다시 해 주세요.';
          throw new AppError('VALIDATION', message, [{ field: 'state', message }]);
        }
        reply.clearCookie(APPLE_STATE_COOKIE, { path: '/', httpOnly: true, secure: true, sameSite: 'none' });
      }
      return ok(completeSignIn(req, reply, await service.signInWithApple(req.body, signInContext(req))));
    },
  });
}
