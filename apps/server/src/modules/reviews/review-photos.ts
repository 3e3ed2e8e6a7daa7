import { REVIEW_PHOTOS_MAX } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import type { ReviewPhoto } from '../../db/schema';
import { invalidField } from '../../lib/errors';
import { findUploadedImages } from '../files';
import { keysUsedElsewhere } from './reviews.repository';

/**
 * Turns the upload keys of a write into stored photos, in the order given: keys the review already shows
 * keep their stored entry; new keys must be the resident's own finished uploads of type review (GET
 * /files/presigned_url?type=review, then the PUT) and not already on another of their reviews.
 * Reads files (sizes), so it runs before the transaction.
 */
export async function resolvePhotos(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  input: { residentIdx: number; keys: string[]; current: ReviewPhoto[]; reviewIdx: number | null },
): Promise<ReviewPhoto[]> {
  if (input.keys.length > REVIEW_PHOTOS_MAX) {
    throw invalidField('photos', `사진은 ${REVIEW_PHOTOS_MAX}장까지 올릴 수 있어요.`);
  }
  const kept = new Map(input.current.filter((p) => p.key !== null).map((p) => [p.key!, p]));
  const fresh = input.keys.filter((k) => !kept.has(k));
  const { images, missing } = await findUploadedImages(deps, {
    keys: fresh,
    type: 'review',
    ownerRole: 'resident',
    ownerIdx: input.residentIdx,
  });
  if (missing.length > 0) {
    throw invalidField(
      'photos',
      `사진(photos) ${missing.length}장을 찾을 수 없어요. 후기 사진은 내가 올린 사진만 붙일 수 있어요. 사진을 다시 올려 주세요.`,
    );
  }
  const reused = await keysUsedElsewhere(deps.db, input.residentIdx, fresh, input.reviewIdx);
  if (reused.length > 0) {
    throw invalidField('photos', `사진(photos) ${reused.length}장은 이미 다른 후기에 붙인 사진이에요. 새로 올려 주세요.`);
  }
  const uploaded = new Map(images.map((i) => [i.key, i]));
  return input.keys.map((key) => kept.get(key) ?? { ...uploaded.get(key)!, key });
}
