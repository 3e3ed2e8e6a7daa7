import {
  appCouponResult,
  checkoutCoupons,
  coupon,
  couponCodeBody,
  couponIdsQuery,
  couponItemPath,
  couponSummary,
  downloadableCoupon,
  downloadCouponBody,
  issuedCoupons,
  myCoupon,
  myCouponsQuery,
  success,
  usableCoupon,
  usableCouponsQuery,
} from '@ipju/contract';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { optionalResidentIdx, residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { CouponsService } from './coupons.service';

const tags = ['coupons'];
const resident = { auth: 'resident' as const };

/**
 * /coupons. The static paths (/coupons/usable, /ids, /resident_idx) are never taken for an item id:
 * Fastify's router prefers a static segment over the parametric /coupons/:itemIdx.
 */
export async function couponsRoutes(app: ApiInstance, { coupons: service }: { coupons: CouponsService }) {
  app.get('/coupons', {
    config: resident,
    schema: {
      operationId: 'listMyCoupons',
      summary: '내 쿠폰 목록 (최근에 받은 순, 상태로 거르기)',
      tags,
      querystring: myCouponsQuery,
      response: { 200: success(z.array(myCoupon)) },
    },
    handler: async (req) => ok(await service.listMine(residentIdx(req), req.query.status)),
  });

  app.get('/coupons/usable', {
    config: resident,
    schema: {
      operationId: 'listUsableCoupons',
      summary: '장바구니에 쓸 수 있는 내 쿠폰 (쿠폰마다 할인 금액과 못 쓰는 이유)',
      tags,
      querystring: usableCouponsQuery,
      response: { 200: success(z.array(usableCoupon)) },
    },
    handler: async (req) => ok(await service.listUsable(residentIdx(req), req.query.cartIdxs)),
  });

  app.get('/coupons/checkout', {
    config: resident,
    schema: {
      operationId: 'listCheckoutCoupons',
      summary: '결제 화면 쿠폰: 받은 쿠폰, 아직 받을 수 있는 쿠폰, 할인이 가장 큰 조합',
      description:
        'SPEC에 없지만 결제 화면의 쿠폰 시트가 "최대 할인 적용"을 기본으로 고르고, 받지 않은 쿠폰도 그 자리에서 받게(POST /coupons/download) 하려고 추가했어요. best는 받은 쿠폰 중 서비스 하나에 쿠폰 하나 규칙으로 할인 합계가 가장 큰 조합이에요.',
      tags,
      querystring: usableCouponsQuery,
      response: { 200: success(checkoutCoupons) },
    },
    handler: async (req) => ok(await service.listForCheckout(residentIdx(req), req.query.cartIdxs)),
  });

  app.get('/coupons/ids', {
    config: resident,
    schema: {
      operationId: 'getCouponsByIds',
      summary: '쿠폰 정보 여러 개 (없는 번호는 빠져요)',
      tags,
      querystring: couponIdsQuery,
      response: { 200: success(z.array(coupon)) },
    },
    handler: async (req) => ok(await service.getByIds(req.query.couponIdxs)),
  });

  app.get('/coupons/resident_idx', {
    config: resident,
    schema: {
      operationId: 'getCouponSummary',
      summary: '내 쿠폰 개수 (사용 가능, 7일 안에 만료)',
      tags,
      response: { 200: success(couponSummary) },
    },
    handler: async (req) => ok(await service.summary(residentIdx(req))),
  });

  app.get('/coupons/:itemIdx', {
    config: { auth: 'optional' },
    schema: {
      operationId: 'listItemCoupons',
      summary: '상품에서 받을 수 있는 쿠폰 (로그인하면 받은 장수 포함)',
      tags,
      params: couponItemPath,
      response: { 200: success(z.array(downloadableCoupon)) },
    },
    handler: async (req) =>
      ok(await service.listForItem(req.params.itemIdx, optionalResidentIdx(req))),
  });

  app.post('/coupons/download', {
    config: resident,
    schema: {
      operationId: 'downloadCoupon',
      summary: '쿠폰 받기',
      tags,
      body: downloadCouponBody,
      response: { 200: success(issuedCoupons) },
    },
    handler: async (req) => ok(await service.download(residentIdx(req), req.body.couponIdx)),
  });

  app.post('/coupons/get_coupon_by_code', {
    config: resident,
    schema: {
      operationId: 'registerCouponCode',
      summary: '쿠폰 코드 등록',
      tags,
      body: couponCodeBody,
      response: { 200: success(issuedCoupons) },
    },
    handler: async (req) => ok(await service.registerCode(residentIdx(req), req.body.couponCode)),
  });

  app.post('/coupons/app_coupon_receive', {
    config: resident,
    schema: {
      operationId: 'receiveAppCoupon',
      summary: '앱 전용 쿠폰 받기 (입주 앱에서 계정당 한 번)',
      description: 'User-Agent에 입주 앱 표시(ipju-app/버전)가 있어야 받을 수 있어요.',
      tags,
      response: { 200: success(appCouponResult) },
    },
    handler: async (req) => ok(await service.receiveAppCoupon(residentIdx(req), req.headers['user-agent'])),
  });
}
