import type { MyReview } from '@ipju/contract';
import { formatPoints } from '../../../lib/format';

const DAY = 86_400_000;

type Rewarded = Pick<MyReview, 'createdAt'> & { rewardPoints: number | null };

/** Whether deleting now takes the reward back: it was granted and the review is younger than the period. */
export function takesPointsBack(review: Rewarded, clawbackDays: number, now = Date.now()): boolean {
  return (review.rewardPoints ?? 0) > 0 && now - Date.parse(review.createdAt) < clawbackDays * DAY;
}

/** The delete confirmation's body: what happens to the points, and that the line cannot be reviewed again. */
export function deleteConfirmBody(review: Rewarded, clawbackDays: number, now = Date.now()): string {
  const earned = review.rewardPoints ?? 0;
  const points = takesPointsBack(review, clawbackDays, now)
    ? `쓴 지 ${clawbackDays}일이 지나지 않아 적립한 ${formatPoints(earned)}가 다시 빠져요. 보유 포인트가 모자라면 앞으로 쌓이는 포인트에서 빠져요.`
    : earned > 0
      ? `쓴 지 ${clawbackDays}일이 지나서 적립한 ${formatPoints(earned)}는 그대로 남아요.`
      : '';
  return [points, '지운 후기는 되살릴 수 없고, 이 서비스에는 후기를 다시 쓸 수 없어요.'].filter(Boolean).join(' ');
}

/** The toast after deleting. */
export function deletedMessage(pointsTakenBack: number): string {
  return pointsTakenBack > 0 ? `후기를 지웠어요. 적립한 ${formatPoints(pointsTakenBack)}가 다시 빠졌어요.` : '후기를 지웠어요.';
}
