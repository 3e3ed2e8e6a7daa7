import type { Review } from '@ipju/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { MessageSquareText } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { Spinner } from '../../../components/ui/Spinner/Spinner';
import type { ItemReviewFilters } from '../api/keys';
import { useItemReviews } from '../api/listItemReviews';
import { ReviewCard } from './ReviewCard';
import { ReviewCardSkeleton } from './ReviewCardSkeleton';
import styles from './ReviewList.module.css';

/** Load the next page while the end of the list is still this far below the screen. */
const PREFETCH_MARGIN_PX = 800;

/** A first guess of a card's height (measured once drawn), so the scrollbar barely moves. */
function estimateHeight(review: Review | undefined): number {
  if (!review) return 200;
  const lines = Math.min(4, Math.max(1, Math.ceil(review.content.length / 22)));
  return 150 + lines * 24 + (review.photos.length > 0 ? 100 : 0) + (review.optionSummary ? 20 : 0);
}

export interface ReviewListProps {
  itemIdx: number;
  filters: ItemReviewFilters;
  /** Name of the complex when 우리 단지 후기 is on (for the empty message). */
  complexName: string | null;
  onOpenPhotos: (review: Review, index: number) => void;
  onMenu: (review: Review) => void;
  onShowAll: () => void;
}

/**
 * A service's reviews without end: the next page loads when a sentinel below the list comes within
 * 800 px of the screen. Only the cards near the screen are in the DOM (virtualised against the window,
 * heights measured as drawn), so hundreds of reviews keep the page as light as the first ten.
 */
export function ReviewList({ itemIdx, filters, complexName, onOpenPhotos, onMenu, onShowAll }: ReviewListProps) {
  const query = useItemReviews(itemIdx, filters);
  const reviews = useMemo(() => {
    // Keyset paging never repeats a row; the guard keeps React keys unique even if a page were retried.
    const seen = new Set<number>();
    return (query.data?.pages ?? []).flatMap((p) => p.reviews).filter((r) => !seen.has(r.reviewIdx) && seen.add(r.reviewIdx));
  }, [query.data]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());

  if (query.isPending) {
    return (
      <SkeletonGroup label="후기를 불러오고 있어요">
        <ReviewCardSkeleton photos />
        <ReviewCardSkeleton />
        <ReviewCardSkeleton />
      </SkeletonGroup>
    );
  }
  if (query.isError) {
    return <LoadError title="후기를 불러오지 못했어요" error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (reviews.length === 0) {
    const title = filters.apartmentIdx !== null
      ? `${complexName ?? '우리 단지'}에서 쓴 후기가 아직 없어요`
      : filters.onlyImageReview
        ? '사진이 있는 후기가 아직 없어요'
        : '보여 드릴 후기가 없어요';
    return (
      <EmptyState
        className={styles.empty}
        icon={<MessageSquareText size={40} strokeWidth={1.5} />}
        title={title}
        description="조건을 풀면 다른 입주민의 후기를 모두 볼 수 있어요."
        action={
          <Button variant="secondary" onClick={onShowAll}>
            모든 후기 보기
          </Button>
        }
      />
    );
  }

  return (
    <VirtualReviews
      reviews={reviews}
      expanded={expanded}
      onToggleExpanded={(id) =>
        setExpanded((set) => {
          const next = new Set(set);
          if (!next.delete(id)) next.add(id);
          return next;
        })
      }
      onOpenPhotos={onOpenPhotos}
      onMenu={onMenu}
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      nextPageFailed={query.isFetchNextPageError}
      fetchNextPage={query.fetchNextPage}
    />
  );
}

interface VirtualReviewsProps {
  reviews: Review[];
  expanded: ReadonlySet<number>;
  onToggleExpanded: (reviewIdx: number) => void;
  onOpenPhotos: (review: Review, index: number) => void;
  onMenu: (review: Review) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  nextPageFailed: boolean;
  fetchNextPage: () => Promise<unknown>;
}

function VirtualReviews({
  reviews,
  expanded,
  onToggleExpanded,
  onOpenPhotos,
  onMenu,
  hasNextPage,
  isFetchingNextPage,
  nextPageFailed,
  fetchNextPage,
}: VirtualReviewsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts on the page: the window scrolls, and what is above it (photos, options) can
  // still change height after it is drawn.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return undefined;
    const measure = () => setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: reviews.length,
    estimateSize: (i) => estimateHeight(reviews[i]),
    getItemKey: (i) => reviews[i]?.reviewIdx ?? i,
    overscan: 4,
    scrollMargin,
    useFlushSync: false,
  });

  // The sentinel asks for the next page; observing again after each page answers for a short page
  // that leaves the sentinel in range (an observer only reports changes).
  const loading = useRef(false);
  loading.current = isFetchingNextPage;
  const loadMore = useCallback(() => {
    if (!loading.current) void fetchNextPage();
  }, [fetchNextPage]);
  useEffect(() => {
    const el = sentinelRef.current;
    if (!el || !hasNextPage || nextPageFailed || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore();
    }, { rootMargin: `0px 0px ${PREFETCH_MARGIN_PX}px 0px` });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, nextPageFailed, reviews.length, loadMore]);

  const items = virtualizer.getVirtualItems();
  return (
    <>
      <div
        ref={listRef}
        className={styles.list}
        style={{ height: virtualizer.getTotalSize() }}
        role="list"
        aria-label="후기 목록"
        data-testid="review-list"
        data-loaded={reviews.length}
      >
        {items.map((item) => {
          const review = reviews[item.index]!;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="listitem"
              aria-posinset={item.index + 1}
              aria-setsize={hasNextPage ? -1 : reviews.length}
              className={styles.row}
              style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
            >
              <ReviewCard
                review={review}
                expanded={expanded.has(review.reviewIdx)}
                onToggleExpanded={() => onToggleExpanded(review.reviewIdx)}
                onOpenPhoto={(index) => onOpenPhotos(review, index)}
                onMenu={() => onMenu(review)}
              />
            </div>
          );
        })}
      </div>
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
      {isFetchingNextPage && (
        <div className={styles.more}>
          <Spinner size={24} label="후기를 더 불러오고 있어요" />
        </div>
      )}
      {nextPageFailed && !isFetchingNextPage && (
        <div className={styles.more}>
          <p className={styles.moreError}>다음 후기를 불러오지 못했어요.</p>
          <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()}>
            다시 불러오기
          </Button>
        </div>
      )}
      {!hasNextPage && reviews.length > 3 && <p className={styles.end}>후기를 모두 봤어요</p>}
    </>
  );
}
