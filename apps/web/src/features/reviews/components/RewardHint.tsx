import type { ReviewReward } from '@ipju/contract';
import { Coins } from 'lucide-react';
import { formatPoints } from '../../../lib/format';
import { rewardDetail, rewardFor, rewardHeadline } from './reward';
import styles from './RewardHint.module.css';

/**
 * The reward rule in words; with `content` and `photoCount` (the form) it also says what this review
 * would earn right now.
 */
export function RewardHint({ reward, content, photoCount }: { reward: ReviewReward; content?: string; photoCount?: number }) {
  const live = content !== undefined && photoCount !== undefined;
  const earns = live ? rewardFor(reward, content, photoCount) : 0;
  return (
    <div className={styles.hint}>
      <Coins size={20} aria-hidden="true" className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.headline}>{rewardHeadline(reward)}</p>
        <p className={styles.detail}>{rewardDetail(reward)}</p>
        {live && (
          <p className={styles.live} aria-live="polite" data-testid="reward-now">
            {earns > 0 ? `지금 등록하면 ${formatPoints(earns)}를 받아요` : '아직 적립 조건을 채우지 않았어요'}
          </p>
        )}
      </div>
    </div>
  );
}
