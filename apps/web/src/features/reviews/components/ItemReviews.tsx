import { REVIEW_SORT_LABELS, REVIEW_SORT_TYPES, type Review, type ReviewSortType } from '@ipju/contract';
import { ChevronDown, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { Chip } from '../../../components/ui/Chip/Chip';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { ImageViewer } from '../../../components/ui/ImageViewer/ImageViewer';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { formatNumber } from '../../../lib/format';
import { useChosenApartment } from '../../apartment';
import { useItemReviewSummary } from '../api/getItemReviewSummary';
import type { ItemReviewFilters } from '../api/keys';
import { myReviewsPath } from '../paths';
import { ReviewList } from './ReviewList';
import { ITEM_REVIEWS_ID } from './scroll-to-reviews';
import { ReviewSummary, ReviewSummarySkeleton } from './ReviewSummary';
import { useReviewActions } from './useReviewActions';
import styles from './ItemReviews.module.css';

interface ViewerState {
  images: string[];
  index: number;
  open: boolean;
}

/**
 * The reviews section of a service page: the summary, 사진 후기만 and (with a chosen complex) 우리 단지
 * 후기 filters, the sort, and the endless list with its photo viewer, ⋯ menu and report sheet.
 */
export function ItemReviews({ itemIdx }: { itemIdx: number }) {
  const summary = useItemReviewSummary(itemIdx);
  const chosen = useChosenApartment();
  const [sortType, setSortType] = useState<ReviewSortType>('latest');
  const [onlyImageReview, setOnlyImageReview] = useState(false);
  const [ourComplex, setOurComplex] = useState(false);
  const [viewer, setViewer] = useState<ViewerState>({ images: [], index: 0, open: false });
  const actions = useReviewActions({ itemIdx });
  const navigate = useNavigate();

  const filters: ItemReviewFilters = {
    sortType,
    onlyImageReview,
    apartmentIdx: ourComplex && chosen ? chosen.apartmentIdx : null,
  };
  const openViewer = (images: string[], index: number) => setViewer({ images, index, open: true });
  const showAll = () => {
    setOnlyImageReview(false);
    setOurComplex(false);
  };
  const count = summary.data?.reviewCount ?? 0;

  return (
    <section id={ITEM_REVIEWS_ID} className={styles.section} aria-labelledby="item-reviews-title">
      <h2 id="item-reviews-title" className={styles.title}>
        후기
        {count > 0 && <span className={styles.titleCount}>{formatNumber(count)}</span>}
      </h2>

      {summary.isPending ? (
        <ReviewSummarySkeleton />
      ) : summary.isError ? (
        <LoadError title="후기를 불러오지 못했어요" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : count === 0 ? (
        <EmptyState
          className={styles.empty}
          icon={<MessageSquareText size={40} strokeWidth={1.5} />}
          title="첫 후기를 기다리고 있어요"
          description="이 서비스를 받았다면 시공이 끝난 뒤 후기를 남겨 주세요. 후기를 쓰면 포인트를 드려요."
          action={
            <Button variant="secondary" onClick={() => navigate(myReviewsPath('writable'))}>
              쓸 수 있는 후기 보기
            </Button>
          }
        />
      ) : (
        <>
          <ReviewSummary
            summary={summary.data}
            onOpenPhoto={(index) => openViewer(summary.data.recentPhotos.map((p) => p.url), index)}
          />
          <div className={styles.toolbar}>
            <div className={styles.chips} role="group" aria-label="후기 거르기">
              <Chip selected={onlyImageReview} onClick={() => setOnlyImageReview((v) => !v)}>
                사진 후기만
              </Chip>
              {chosen && (
                <Chip selected={ourComplex} onClick={() => setOurComplex((v) => !v)} title={chosen.name}>
                  우리 단지 후기
                </Chip>
              )}
            </div>
            <label className={styles.sort}>
              <span className="visually-hidden">후기 정렬</span>
              <select value={sortType} onChange={(e) => setSortType(e.target.value as ReviewSortType)} className={styles.select}>
                {REVIEW_SORT_TYPES.map((s) => (
                  <option key={s} value={s}>
                    {REVIEW_SORT_LABELS[s]}
                  </option>
                ))}
              </select>
              <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
            </label>
          </div>
          <ReviewList
            key={`${filters.sortType}-${filters.onlyImageReview}-${filters.apartmentIdx ?? 'all'}`}
            itemIdx={itemIdx}
            filters={filters}
            complexName={chosen?.name ?? null}
            onOpenPhotos={(review: Review, index) => openViewer(review.photos.map((p) => p.url), index)}
            onMenu={actions.openMenu}
            onShowAll={showAll}
          />
        </>
      )}

      <ImageViewer
        isOpen={viewer.open}
        onClose={() => setViewer((v) => ({ ...v, open: false }))}
        images={viewer.images}
        startIndex={viewer.index}
        aria-label="후기 사진 크게 보기"
      />
      {actions.element}
    </section>
  );
}
