import { CalendarX2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useEvents } from '../api/listEvents';
import { EventCard } from '../components/EventCard';
import styles from './EventsPage.module.css';

/** /events: running events first, then upcoming, then ended ones (marked). */
export default function EventsPage() {
  useHideBottomNav();
  const events = useEvents();
  const navigate = useNavigate();
  const running = events.data?.filter((e) => e.status !== 'ended') ?? [];
  const ended = events.data?.filter((e) => e.status === 'ended') ?? [];

  return (
    <>
      <PageHeader title="이벤트" />
      <main className={styles.page}>
        {events.isPending ? (
          <SkeletonGroup label="이벤트를 불러오고 있어요" className={styles.list}>
            {[0, 1].map((i) => (
              <div key={i} className={styles.skeletonCard}>
                <Skeleton height="auto" radius={0} style={{ aspectRatio: '1200 / 630' }} />
                <div className={styles.skeletonText}>
                  <Skeleton width={56} height={22} radius={4} />
                  <Skeleton width="80%" height={20} />
                  <Skeleton width="50%" height={14} />
                </div>
              </div>
            ))}
          </SkeletonGroup>
        ) : events.isError ? (
          <LoadError title="이벤트를 불러오지 못했어요" error={events.error} onRetry={() => void events.refetch()} />
        ) : events.data.length === 0 ? (
          <EmptyState
            className={styles.empty}
            icon={<CalendarX2 size={40} strokeWidth={1.5} />}
            title="지금 진행 중인 이벤트가 없어요"
            description="새 이벤트가 열리면 이곳과 알림으로 알려 드릴게요."
            action={<Button onClick={() => navigate('/')}>서비스 둘러보기</Button>}
          />
        ) : (
          <>
            <section aria-labelledby="events-running">
              <h2 id="events-running" className={styles.heading}>
                진행 중인 이벤트 <span className={styles.count}>{running.length}</span>
              </h2>
              {running.length ? (
                <ul className={styles.list}>
                  {running.map((event, i) => (
                    <li key={event.eventIdx}>
                      <EventCard event={event} priority={i === 0} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.none}>지금 진행 중인 이벤트가 없어요. 새 이벤트가 열리면 알려 드릴게요.</p>
              )}
            </section>
            {ended.length > 0 && (
              <section aria-labelledby="events-ended" className={styles.endedSection}>
                <h2 id="events-ended" className={styles.heading}>
                  종료된 이벤트
                </h2>
                <ul className={styles.list}>
                  {ended.map((event) => (
                    <li key={event.eventIdx}>
                      <EventCard event={event} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </main>
    </>
  );
}
