import { REVIEW_CONTENT_MAX, REVIEW_CONTENT_MIN, REVIEW_PHOTOS_MAX, type ReviewReward } from '@ipju/contract';
import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { FormError } from '../../../components/ui/FormError/FormError';
import { useLeaveGuard } from '../../../components/ui/ModalHost/useLeaveGuard';
import { PhotoPicker } from '../../../components/ui/PhotoPicker/PhotoPicker';
import { usePhotoUploads } from '../../../components/ui/PhotoPicker/usePhotoUploads';
import { TextArea } from '../../../components/ui/TextField/TextArea';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { textLength } from './reward';
import { RewardHint } from './RewardHint';
import { StarInput } from './StarInput';
import styles from './ReviewForm.module.css';

export interface ReviewFormValues {
  rating: number;
  content: string;
  /** Upload keys, existing and new, in the order shown. */
  photos: string[];
}

export interface ReviewFormProps {
  /** The service (ReviewTarget) shown at the top. */
  target: ReactNode;
  initial?: { rating: number; content: string; photos: ReadonlyArray<{ key: string; url: string }> };
  /** The reward rule; shown with what this review would earn (writing only). */
  reward: ReviewReward | null;
  submitLabel: string;
  pending: boolean;
  /** Sends the review; an ApiError's field messages are shown at their fields. */
  onSubmit: (values: ReviewFormValues) => Promise<void>;
}

type Field = 'rating' | 'content' | 'photos';
type Errors = Partial<Record<Field | 'form', string>>;
const FIELDS: readonly Field[] = ['rating', 'content', 'photos'];

/**
 * The review form of /review/write and /review/modify: stars, text with a live count (10 to 1,000
 * characters), photos uploaded as they are picked, the reward it would earn, and the bottom button.
 */
export function ReviewForm({ target, initial, reward, submitLabel, pending, onSubmit }: ReviewFormProps) {
  const uid = useId();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [content, setContent] = useState(initial?.content ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const uploads = usePhotoUploads('review', REVIEW_PHOTOS_MAX, initial?.photos);
  const length = textLength(content);
  const ids = { rating: `${uid}-rating`, content: `${uid}-content` };

  // Leaving with stars, words or photos not sent asks first (a review of 43 characters and a photo was lost
  // to one tap of 뒤로). A review being sent is not stopped: the page moves on by itself once it is saved.
  const sending = useRef(false);
  const initialKeys = (initial?.photos ?? []).map((p) => p.key).join('|');
  useLeaveGuard(
    () =>
      !sending.current &&
      (rating !== (initial?.rating ?? 0) || content.trim() !== (initial?.content ?? '').trim() || uploads.keys.join('|') !== initialKeys),
    { title: '작성 중인 후기가 사라져요', body: '이 화면을 나가면 고른 별점과 쓴 내용, 올린 사진이 저장되지 않아요.' },
  );

  const clear = (field: Field) => setErrors((e) => (e[field] || e.form ? { ...e, [field]: undefined, form: undefined } : e));

  const validate = (): Errors => {
    const next: Errors = {};
    if (rating < 1) next.rating = '별점을 골라 주세요.';
    if (length < REVIEW_CONTENT_MIN) next.content = `후기 내용은 ${REVIEW_CONTENT_MIN}자 이상 적어 주세요.`;
    else if (length > REVIEW_CONTENT_MAX) next.content = `후기 내용은 ${formatNumber(REVIEW_CONTENT_MAX)}자 이하로 적어 주세요.`;
    if (uploads.uploading) next.photos = '사진을 올리고 있어요. 다 올라가면 다시 눌러 주세요.';
    else if (uploads.failed) next.photos = '올리지 못한 사진을 다시 올리거나 빼 주세요.';
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const next = validate();
    setErrors(next);
    if (next.rating) {
      document.getElementById(ids.rating)?.focus();
      return;
    }
    if (next.content) {
      document.getElementById(ids.content)?.focus();
      return;
    }
    if (next.photos) return;
    sending.current = true;
    try {
      await onSubmit({ rating, content: content.trim(), photos: uploads.keys });
    } catch (error) {
      sending.current = false;
      const byField: Errors = fieldErrors(error, FIELDS);
      setErrors(Object.keys(byField).length > 0 ? byField : { form: errorMessage(error, '후기를 보내지 못했어요. 잠시 후 다시 시도해 주세요.') });
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="후기">
      <div className={styles.body}>
        <section className={styles.targetCard}>{target}</section>

        <section className={styles.section}>
          <StarInput id={ids.rating} value={rating} onChange={(n) => { setRating(n); clear('rating'); }} error={errors.rating} />
        </section>

        <section className={styles.section}>
          <TextArea
            id={ids.content}
            label="후기 내용"
            labelStyle="section"
            className={styles.content}
            value={content}
            rows={7}
            maxLength={REVIEW_CONTENT_MAX}
            count={length}
            placeholder="시공 결과, 기사님의 응대, 시간 약속 등 다른 입주민에게 도움이 될 이야기를 들려주세요."
            error={errors.content}
            hint={length < REVIEW_CONTENT_MIN ? `${REVIEW_CONTENT_MIN - length}자 더 적어 주세요` : '좋아요! 솔직한 후기가 큰 도움이 돼요'}
            onChange={(e) => {
              setContent(e.target.value);
              clear('content');
            }}
          />

          <PhotoPicker
            uploads={uploads}
            hint="시공 전후가 보이는 사진이 가장 도움이 돼요. JPG, PNG, WEBP 사진을 한 장에 10MB까지 올릴 수 있어요."
            error={errors.photos}
            onChange={() => clear('photos')}
            inputTestId="review-photo-input"
          />
        </section>

        {reward && (
          <section className={styles.section}>
            <RewardHint reward={reward} content={content} photoCount={uploads.keys.length} />
          </section>
        )}

        <p className={styles.notice}>
          후기에는 실구매 인증 표시와 시공한 단지·평형대가 함께 보여요. 이름과 동·호수는 보이지 않아요.
        </p>

        <FormError message={errors.form} className={styles.formError} />
      </div>

      <BottomCTA>
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </BottomCTA>
    </form>
  );
}
