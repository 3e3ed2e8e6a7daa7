import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { useEvents } from '../api/listEvents';
import { eventPath, EVENTS_PATH } from '../paths';
import styles from './EventBannerStrip.module.css';

/**
 * The running events as a swipeable strip of banners (home page), with a link to all events. Renders
 * nothing while loading, on failure or without a running event: the page works without it.
 */
export function EventBannerStrip() {
  const events = useEvents();
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
        {running.map((event) => (
          <li key={event.eventIdx} className={styles.item}>
            <Link to={eventPath(event.eventIdx)} className={styles.banner} aria-label={event.title}>
              <ProgressiveImage src={event.imageUrl} alt="" aspectRatio="1200/630" sizes="300px" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
