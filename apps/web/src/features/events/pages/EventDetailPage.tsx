import { isApiError } from '@ipju/api-client';
import type { EventDetail } from '@ipju/contract';
import { CalendarDays, SearchX } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { useEvent } from '../api/getEvent';
import { EventStatus } from '../components/EventStatus';
import { EVENTS_PATH } from '../paths';
import { eventPeriodText } from '../period';
import styles from './EventDetailPage.module.css';

/** /events/{id}: the banner, title, period, what to do, the fine print and the main button. */
export default function EventDetailPage() {
  useHideBottomNav();
  const { id = '' } = useParams();
  const eventIdx = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  const event = useEvent(eventIdx);
  const navigate = useNavigate();

  const notFound =
    Number.isNaN(eventIdx) || (event.isError && isApiError(event.error) && (event.error.status === 404 || event.error.status === 400));
  if (notFound) {
    return (
      <>
        <PageHeader title="이벤트" backFallback={EVENTS_PATH} />
        <main className={styles.page}>
          <EmptyState
            className={styles.empty}
            icon={<SearchX size={40} strokeWidth={1.5} />}
            title="이벤트를 찾을 수 없어요"
            description="끝났거나 주소가 바뀐 이벤트예요. 지금 진행 중인 이벤트를 확인해 보세요."
            action={<Button onClick={() => navigate(EVENTS_PATH)}>이벤트 목록 보기</Button>}
          />
        </main>
      </>
    );
  }
  if (event.isError) {
    return (
      <>
        <PageHeader title="이벤트" backFallback={EVENTS_PATH} />
        <main className={styles.page}>
          <LoadError title="이벤트를 불러오지 못했어요" error={event.error} onRetry={() => void event.refetch()} />
        </main>
      </>
    );
  }
  if (event.isPending) {
    return (
      <>
        <PageHeader title="이벤트" backFallback={EVENTS_PATH} />
        <main className={styles.page}>
          <SkeletonGroup label="이벤트를 불러오고 있어요">
            <Skeleton height="auto" radius={0} style={{ aspectRatio: '1200 / 630' }} />
            <div className={styles.content}>
              <Skeleton width={56} height={22} radius={4} />
              <Skeleton width="85%" height={28} />
              <Skeleton width="55%" height={14} />
              <SkeletonText lines={4} />
            </div>
          </SkeletonGroup>
        </main>
      </>
    );
  }
  return <EventView event={event.data} />;
}

function EventView({ event }: { event: EventDetail }) {
  const navigate = useNavigate();
  const ended = event.status === 'ended';
  return (
    <>
      <PageHeader title="이벤트" documentTitle={event.title} backFallback={EVENTS_PATH} />
      <main className={styles.page}>
        <ProgressiveImage src={event.imageUrl} alt={event.title} aspectRatio="1200/630" sizes="(max-width: 580px) 100vw, 580px" priority />
        <article className={styles.content}>
          <p className={styles.tags}>
            <EventStatus status={event.status} />
            {event.badge && !ended && <span className={styles.badge}>{event.badge}</span>}
          </p>
          <h2 className={styles.title}>{event.title}</h2>
          <p className={styles.period}>
            <CalendarDays size={16} aria-hidden="true" />
            <span className="visually-hidden">기간 </span>
            {eventPeriodText(event)}
          </p>
          <p className={styles.summary}>{event.summary}</p>
          {ended && <p className={styles.endedNote}>종료된 이벤트예요. 지금 진행 중인 이벤트는 이벤트 목록에서 확인해 주세요.</p>}

          {event.sections.map((section) => (
            <section key={section.title} className={styles.section}>
              <h3 className={styles.sectionTitle}>{section.title}</h3>
              {section.body && <p className={styles.body}>{section.body}</p>}
              {section.bullets && (
                <ul className={styles.bullets}>
                  {section.bullets.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}

          {event.notes.length > 0 && (
            <section className={styles.notes} aria-labelledby="event-notes">
              <h3 id="event-notes" className={styles.notesTitle}>
                유의사항
              </h3>
              <ul>
                {event.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </section>
          )}
        </article>
      </main>
      {event.cta ? (
        <BottomCTA>
          <Button size="lg" fullWidth variant={ended ? 'secondary' : 'primary'} onClick={() => navigate(event.cta!.path)}>
            {event.cta.label}
          </Button>
        </BottomCTA>
      ) : (
        <BottomCTA>
          <Button size="lg" fullWidth variant="secondary" onClick={() => navigate(EVENTS_PATH)}>
            다른 이벤트 보기
          </Button>
        </BottomCTA>
      )}
    </>
  );
}
