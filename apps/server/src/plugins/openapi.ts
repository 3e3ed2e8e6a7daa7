import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Tags group operations in the document and in Swagger UI; each route names one. */
export const OPENAPI_TAGS = [
  { name: 'places', description: '단지·평형·지역' },
  { name: 'auths', description: '로그인·회원' },
  { name: 'items', description: '서비스 상품' },
  { name: 'residents', description: '입주민 정보' },
  { name: 'contents', description: 'FAQ·공지사항' },
  { name: 'files', description: '파일 업로드' },
  { name: 'cart', description: '장바구니' },
  { name: 'billings', description: '결제·주문' },
  { name: 'receipts', description: '영수증' },
  { name: 'coupons', description: '쿠폰' },
  { name: 'points', description: '포인트' },
  { name: 'referrals', description: '이웃 추천' },
  { name: 'partner', description: '파트너' },
  { name: 'reviews', description: '후기' },
  { name: 'questions', description: '지식인 (질문·답변)' },
  { name: 'zzims', description: '찜' },
  { name: 'events', description: '이벤트' },
  { name: 'cautions', description: '방문 전 주의사항' },
  { name: 'surveys', description: '만족도 조사' },
  { name: 'consultation', description: '홈스타일링 상담' },
  { name: 'reserve', description: '방문 견적 예약' },
  { name: 'inspection', description: '사전점검 (점검원 콘솔)' },
  { name: 'inspection-reports', description: '사전점검 보고서 (고객·받은 링크)' },
  { name: 'move-in', description: '입주 예약 (이사 엘리베이터)' },
  { name: 'fire-insurance', description: '화재보험 견적' },
  { name: 'move-in-calculations', description: '입주 비용 계산기' },
  { name: 'chat', description: '채팅 (ipju 상담·업체)' },
  { name: 'ai-recommend', description: 'AI 입주 도우미 (입주 계획)' },
  { name: 'staff', description: '운영팀' },
  { name: 'system', description: '시스템' },
  { name: 'dev', description: '데모 모드 전용' },
];

/**
 * The OpenAPI document of /api/v2, built from the routes' zod schemas. It is also written to
 * apps/server/openapi.json (npm run generate) and the api-client is generated from that file.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'ipju API', description: '입주 서비스 API (v2)', version: '2.0.0' },
      servers: [{ url: '/' }],
      tags: OPENAPI_TAGS,
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'ipju_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/v2/docs' });
  app.get('/api/v2/openapi.json', { schema: { hide: true }, config: { rateLimit: false } }, async () =>
    app.swagger(),
  );
});
