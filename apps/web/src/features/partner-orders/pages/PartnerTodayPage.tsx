import type { OfflineOrderSummary, PartnerScheduleEntry } from '@ipju/contract';
import { CalendarCheck, ChevronRight, DoorOpen, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatDate, formatHour } from '../../../lib/format';
import { usePartnerHeader } from '../../partner-auth';
import { offlineOrderPath, useTodayOfflineJobs } from '../../partner-offline';
import { usePartnerOrder } from '../api/partnerGetOrder';
import { usePartnerSchedules } from '../api/partnerListSchedules';
import { CallLink } from '../../../components/entities/CallLink/CallLink';
import { JobButtons } from '../components/JobButtons';
import { StepBadge } from '../components/StepBadge';
import { partnerOrderPath } from '../paths';
import styles from './PartnerTodayPage.module.css';

const homeOf = (v: Pick<PartnerScheduleEntry, 'complexName' | 'dong' | 'ho'>) =>
  [v.complexName, v.dong ? `${v.dong}동` : null, v.ho ? `${v.ho}호` : null].filter(Boolean).join(' ') || '주소 미정';

/** What a visit of the day view may do now: 출발 and 시공 시작 on the day, 시공 완료 once started. */
const canOf = (v: PartnerScheduleEntry) => ({
  depart: v.isToday && v.status === 'awaiting_work' && v.step !== 'departed' && v.step !== 'proposed',
  start: v.isToday && v.status === 'awaiting_work' && v.step !== 'proposed',
  complete: v.status === 'in_progress',
});

/** /partner (오늘): the next visit with its address, entry details and 050 number, then today's and upcoming visits. */
export function PartnerTodayPage() {
  usePartnerHeader({ title: '오늘' });
  const { data, isPending, isError, error, refetch } = usePartnerSchedules();
  if (isPending) {
    return (
      <SkeletonGroup label="오늘 일정을 불러오고 있어요" className={styles.page}>
        <Skeleton height={180} radius={16} />
        <Skeleton height={96} radius={16} />
        <Skeleton height={96} radius={16} />
      </SkeletonGroup>
    );
  }
  if (isError) return <LoadError error={error} onRetry={() => void refetch()} />;
  const today = data.filter((v) => v.isToday);
  const upcoming = data.filter((v) => !v.isToday);
  const next = today.find((v) => v.status !== 'completed') ?? upcoming[0];

  return (
    <div className={styles.page}>
      {next ? <NextVisit visit={next} /> : <EmptyState icon={<CalendarCheck size={40} />} title="다가오는 방문이 없어요" description="새 주문이 들어오면 여기에 보여요." />}
      <section aria-labelledby="today-heading" className={styles.section}>
        <h2 id="today-heading" className={styles.heading}>
          오늘 방문 <span className={styles.count}>{today.length}건</span>
        </h2>
        {today.length === 0 ? <p className={styles.none}>오늘은 방문 일정이 없어요.</p> : <VisitList visits={today} />}
      </section>
      <TodayOfflineJobs />
      {upcoming.length > 0 && (
        <section aria-labelledby="upcoming-heading" className={styles.section}>
          <h2 id="upcoming-heading" className={styles.heading}>
            다가오는 방문
          </h2>
          <VisitList visits={upcoming} />
        </section>
      )}
    </div>
  );
}

function NextVisit({ visit }: { visit: PartnerScheduleEntry }) {
  const detail = usePartnerOrder(visit.lineIdx);
  return (
    <section className={styles.next} aria-labelledby="next-heading" data-testid="next-visit">
      <p className={styles.eyebrow}>{visit.isToday ? '오늘 다음 방문' : '다음 방문'}</p>
      <h2 id="next-heading" className={styles.nextTitle}>
        {visit.visitLabel} · {visit.itemName}
      </h2>
      <p className={styles.line}>
        <MapPin size={16} aria-hidden="true" />
        <span>
          {homeOf(visit)}
          {visit.address && <span className={styles.address}>{visit.address}</span>}
        </span>
      </p>
      <p className={styles.line}>
        <DoorOpen size={16} aria-hidden="true" />
        <span>{visit.entrySummary}</span>
      </p>
      {visit.request && <p className={styles.request}>요청 사항: {visit.request}</p>}
      {detail.data ? <CallLink name={detail.data.contact.name} number={detail.data.contact.virtualNumber} /> : <Skeleton height={48} radius={12} />}
      <JobButtons lineIdx={visit.lineIdx} itemName={visit.itemName} can={canOf(visit)} />
      <Link className={styles.more} to={partnerOrderPath(visit.lineIdx)}>
        주문 상세 보기 <ChevronRight size={16} aria-hidden="true" />
      </Link>
    </section>
  );
}

function VisitList({ visits }: { visits: PartnerScheduleEntry[] }) {
  return (
    <ul className={styles.list}>
      {visits.map((v) => (
        <li key={v.lineIdx} className={styles.item}>
          <Link to={partnerOrderPath(v.lineIdx)} className={styles.itemLink}>
            <span className={styles.when}>
              {v.isToday ? (v.time === null ? '시간 협의' : formatHour(v.time)) : formatDate(v.date, { weekday: true }).slice(5)}
            </span>
            <span className={styles.what}>
              <strong>{v.itemName}</strong>
              <span>{homeOf(v)}</span>
            </span>
            <StepBadge step={v.step} label={v.stepLabel} />
          </Link>
          <JobButtons lineIdx={v.lineIdx} itemName={v.itemName} can={canOf(v)} />
        </li>
      ))}
    </ul>
  );
}

/** Today's offline jobs (sold by the company itself): they take the crew's day too, so they are listed here. */
function TodayOfflineJobs() {
  const { jobs } = useTodayOfflineJobs();
  if (!jobs?.length) return null;
  return (
    <section aria-labelledby="offline-heading" className={styles.section}>
      <h2 id="offline-heading" className={styles.heading}>
        오늘 오프라인 작업 <span className={styles.count}>{jobs.length}건</span>
      </h2>
      <ul className={styles.list}>
        {jobs.map((job: OfflineOrderSummary) => (
          <li key={job.id} className={styles.item}>
            <Link to={offlineOrderPath(job.id)} className={styles.itemLink}>
              <span className={styles.when}>{job.visitHour === null ? '시간 협의' : formatHour(job.visitHour)}</span>
              <span className={styles.what}>
                <strong>{job.itemName}</strong>
                <span>
                  {job.complexName} {job.dong}동 {job.ho}호 · {job.name} 고객
                </span>
              </span>
              <span className={job.status === 'paid' ? styles.paid : styles.unpaid}>{job.statusLabel}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
