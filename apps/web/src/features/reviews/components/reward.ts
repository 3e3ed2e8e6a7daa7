import type { ReviewReward } from '@ipju/contract';
import { formatNumber, formatPoints } from '../../../lib/format';

/** Characters as a person counts them (a Hangul syllable or an emoji is one), like the server. */
export const textLength = (text: string) => [...text.trim()].length;

/** What a review earns under the rule: photo points with a photo, text points for long enough text, else 0. */
export function rewardFor(rule: ReviewReward, content: string, photoCount: number): number {
  if (photoCount > 0) return rule.photoPoints;
  return textLength(content) >= rule.minLength ? rule.textPoints : 0;
}


/** "포토 후기를 남기면 1,000P를 드려요" (the headline of the reward hint). */
export function rewardHeadline(rule: ReviewReward): string {
  return `포토 후기를 남기면 ${formatPoints(rule.photoPoints)}를 드려요`;
}

/** "글로만 남겨도 20자 이상이면 500P를 드려요". */
export function rewardDetail(rule: ReviewReward): string {
  return `글로만 남겨도 ${formatNumber(rule.minLength)}자 이상이면 ${formatPoints(rule.textPoints)}를 드려요`;
}
