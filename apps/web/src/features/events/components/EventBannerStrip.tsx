import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { useEvents } from '../api/listEvents';
import { eventPath, EVENTS_PATH } from '../paths';
import styles from './EventBannerStrip.module.css';

const BANNER_RATIO = '1200 / 630';

/**
 * The running events as a swipeable strip of banners (home page), with a link to all events. Renders
 * nothing on failure or without a running event: the page works without it. While loading it holds the
 * strip's place (same boxes, grey), so the sections below do not jump down when the banners arrive.
 * `priority`: the strip is on the first screen and its first banner is the screen's largest picture.
 */
export function EventBannerStrip({ priority = false }: { priority?: boolean }) {
  const events = useEvents();
  if (events.isPending) return <StripPlaceholder />;
  const running = (events.data ?? []).filter((e) => e.status === 'ongoing');
  if (!running.length) return null;
  return (
    <section className={styles.strip} aria-labelledby="event-strip-title">
      <div className={styles.head}>
        <h2 id="event-strip-title" className={styles.title}>
          진행 중인 이벤트
        </h2>
        <Link to={EVENTS_PATH} className={styles.more}>
          전체 보기
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      </div>
      <ul className={styles.list}>
        {running.map((event, i) => (
          <li key={event.eventIdx} className={styles.item}>
            <Link to={eventPath(event.eventIdx)} className={styles.banner} aria-label={event.title}>
              <ProgressiveImage
                src={event.imageUrl}
                alt=""
                aspectRatio="1200/630"
                // 84% of the column less its padding, at most 300 px (CSS .item).
                sizes="300px"
                priority={priority && i === 0}
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The strip's loading shape: the head row and two banner boxes of the final size. */
function StripPlaceholder() {
  return (
    <div className={styles.strip} aria-hidden="true" data-testid="event-strip-placeholder">
      <div className={styles.head}>
        <Skeleton width={120} height={20} />
        <span className={styles.more} />
      </div>
      <div className={styles.list}>
        {[0, 1].map((i) => (
          <div key={i} className={styles.item}>
            <div className={styles.banner}>
              <Skeleton height="auto" radius={0} style={{ aspectRatio: BANNER_RATIO }} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
