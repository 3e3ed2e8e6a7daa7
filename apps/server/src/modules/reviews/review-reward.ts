import type { ReviewReward } from '@ipju/contract';
import type { AppConfig } from '../../config';

/**
 * The review reward rule (points), from configuration: a review with a photo earns `photoPoints`; a
 * review without one earns `textPoints` when its text has at least `minLength` characters; otherwise
 * nothing. Granted once, when the review is written (editing never grants again); taken back when the
 * author deletes it within `clawbackDays` days of writing it.
 */
export function rewardRule(config: AppConfig): ReviewReward {
  const r = config.reviews;
  return { textPoints: r.textPoints, photoPoints: r.photoPoints, minLength: r.minLength, clawbackDays: r.clawbackDays };
}

/** Characters as a person counts them (a Hangul syllable or an emoji is one). */
export const textLength = (text: string) => [...text.trim()].length;

export function rewardFor(rule: ReviewReward, content: string, photoCount: number): number {
  if (photoCount > 0) return rule.photoPoints;
  return textLength(content) >= rule.minLength ? rule.textPoints : 0;
}

const DAY_MS = 86_400_000;

/** Whether deleting now takes the reward back (within clawbackDays of writing). */
export function withinClawback(rule: ReviewReward, createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < rule.clawbackDays * DAY_MS;
}
