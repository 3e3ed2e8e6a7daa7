import type { EventSummary } from '@ipju/contract';
import { Link } from 'react-router';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { cx } from '../../../lib/cx';
import { eventPath } from '../paths';
import { eventPeriodText } from '../period';
import { EventStatus } from './EventStatus';
import styles from './EventCard.module.css';

/** An event in the list: its banner (Open Graph 1200:630), status, benefit, title and period. */
export function EventCard({ event, priority = false }: { event: EventSummary; priority?: boolean }) {
  const ended = event.status === 'ended';
  return (
    <Link to={eventPath(event.eventIdx)} className={cx(styles.card, ended && styles.ended)}>
      <div className={styles.banner}>
        <ProgressiveImage
          src={event.imageUrl}
          alt=""
          aspectRatio="1200/630"
          sizes="(max-width: 580px) 100vw, 540px"
          priority={priority}
        />
        {ended && <span className={styles.endedMark}>종료된 이벤트</span>}
      </div>
      <div className={styles.body}>
        <p className={styles.tags}>
          <EventStatus status={event.status} />
          {event.badge && !ended && <span className={styles.badge}>{event.badge}</span>}
        </p>
        <p className={styles.title}>{event.title}</p>
        <p className={styles.period}>{eventPeriodText(event)}</p>
      </div>
    </Link>
  );
}
