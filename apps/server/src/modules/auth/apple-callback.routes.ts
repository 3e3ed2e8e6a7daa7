import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { requestCookie } from '../../plugins/auth';
import { safeEqual } from '../../lib/tokens';
import type { AuthService } from './auth.service';
import { APPLE_STATE_COOKIE, completeSignIn, signInContext } from './sign-in';

/** Where Apple's form_post lands and where the browser is sent afterwards (the web page shows the result). */
export const APPLE_CALLBACK_PATH = '/auth/apple/callback';

function parseUser(raw: unknown): { name?: { firstName?: string; lastName?: string }; email?: string } | undefined {
  if (typeof raw !== 'string' || raw.length > 2000) return undefined;
  try {
    const value = JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown }; email?: unknown };
    const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 50) : undefined);
    return {
      name: value.name ? { firstName: str(value.name.firstName), lastName: str(value.name.lastName) } : undefined,
      email: typeof value.email === 'string' ? value.email.slice(0, 200) : undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * POST /auth/apple/callback (outside /api/v2): Apple's web flow with response_mode=form_post posts
 * code, id_token, state and, the first time, user (JSON) here from https://appleid.apple.com. The
 * security plugin exempts exactly this path from the origin check; the `state` nonce cookie set by
 * GET /api/v2/auths/apple/config protects it instead. Afterwards the browser is sent (303) to
 * /auth/apple/callback?result=ok&isNew=true|false&needsAgreement=true|false or ?result=error&message=...
 */
export async function appleCallbackRoutes(app: FastifyInstance, { auth: service }: { auth: AuthService }) {

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.post(APPLE_CALLBACK_PATH, { schema: { hide: true } }, async (req, reply) => {
      const form = (req.body ?? {}) as Record<string, unknown>;
      const fail = (message: string) =>
        reply.redirect(`${APPLE_CALLBACK_PATH}?result=error&message=${encodeURIComponent(message)}`, 303);
      const expected = requestCookie(req, APPLE_STATE_COOKIE);
      reply.clearCookie(APPLE_STATE_COOKIE, { path: '/', httpOnly: true, secure: true, sameSite: 'none' });
      if (typeof form.error === 'string') {
        return fail(form.error === 'user_cancelled_authorize' ? 'Apple 로그인을 취소했어요.' : 'Apple 로그인에 실패했어요. 다시 시도해 주세요.');
      }
      if (typeof form.state !== 'string' || !expected || !safeEqual(expected, form.state)) {
        return fail('Apple 로그인 요청이 만료되었어요. Apple 로그인을 처음부터 다시 해 주세요.');
      }
      if (typeof form.id_token !== 'string' || form.id_token.length < 20) {
        return fail('Apple 로그인 정보가 없어요. Apple 로그인을 다시 해 주세요.');
      }
      try {
        const result = await service.signInWithApple({ idToken: form.id_token, user: parseUser(form.user) }, signInContext(req));
        completeSignIn(req, reply, result);
        return reply.redirect(
          `${APPLE_CALLBACK_PATH}?result=ok&isNew=${String(result.isNew)}&needsAgreement=${String(result.needsAgreement)}`,
          303,
        );
      } catch (error) {
        if (error instanceof AppError) return fail(error.message);
        req.log.error({ err: error }, 'apple callback failed');
        return fail('일시적인 오류로 Apple 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.');
      }
    });
  });
}
