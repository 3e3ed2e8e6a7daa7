import { referralInfo, referralPath, success } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../lib/reply';
import { requesterSiteUrl } from '../../lib/site-url';
import { residentIdx } from '../../plugins/auth';
import type { ApiInstance } from '../types';
import type { ReferralsService } from './referrals.service';

const tags = ['referrals'];

export async function referralsRoutes(app: ApiInstance, { referrals: service }: { referrals: ReferralsService }, deps: Pick<AppDeps, 'config'>) {
  app.get('/referrals/:id/code', {
    config: { auth: 'resident' },
    schema: {
      operationId: 'getReferralCode',
      summary: '내 추천 코드와 공유 링크 (추천한 이웃 수, 받은 포인트)',
      tags,
      params: referralPath,
      response: { 200: success(referralInfo) },
    },
    handler: async (req) => ok(await service.getCode(residentIdx(req), req.params.id, requesterSiteUrl(deps.config, req))),
  });
}
