import { formatNumber, REFERRAL_POINTS, type ReferralInfo } from '@ipju/contract';
import type { Db } from '../../db/client';
import { asResident, authorizeOwners } from '../../lib/authorize';
import { AppError } from '../../lib/errors';
import * as repo from './referrals.repository';

export function createReferralsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /**
     * The resident's own referral code with a share link to the site (`origin`/?ref=code, which the web
     * keeps for the phone sign-in) and how it has paid off so far.
     */
    async getCode(signedIn: number, id: number, origin: string): Promise<ReferralInfo> {
      // A resident's code is theirs alone: another number is answered like one that does not exist.
      authorizeOwners(asResident(signedIn), { residentIdx: id }, '추천 코드');
      const code = await repo.findReferralCode(db, signedIn);
      if (!code) throw new AppError('UNAUTHORIZED', '로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.');
      const [referredCount, pointsEarned] = await Promise.all([repo.countReferred(db, signedIn), repo.referralPoints(db, signedIn)]);
      const link = `${origin}/?ref=${encodeURIComponent(code)}`;
      return {
        code,
        link,
        shareText: `입주에서 우리 단지 특가로 입주 준비해요! 가입할 때 추천 코드 ${code}를 입력해 주세요. 이웃이 가입하면 추천한 사람에게 ${formatNumber(REFERRAL_POINTS)}포인트를 드려요. ${link}`,
        referredCount,
        pointsEarned,
        pointsPerReferral: REFERRAL_POINTS,
      };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
