import type { CautionsPayload, VisitCautions as Visit } from '@ipju/contract';
import { CalendarCheck, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { orderPath } from '../../../lib/paths';
import { diffDays, seoulToday } from '../../../lib/schedule';
import { useAuth } from '../../auth';
import { useResidentCautions } from '../api/getCautions';
import { visitWhen } from './VisitCautions';
import styles from './UpcomingVisit.module.css';

/** The soonest booked visit from today on (a visit without a date is not coming yet); null when none. */
export function nextVisit(payload: Pick<CautionsPayload, 'visits'>, now: Date = new Date()): Visit | null {
  const today = seoulToday(now);
  const dated = payload.visits.filter((v): v is Visit & { visitDate: string } => v.visitDate !== null && v.visitDate >= today);
  dated.sort((a, b) => a.visitDate.localeCompare(b.visitDate) || (a.visitHour ?? 24) - (b.visitHour ?? 24));
  return dated[0] ?? null;
}

/** '오늘', '내일', 'D-3'. */
function dayLabel(visitDate: string, now: Date): string {
  const days = diffDays(visitDate, seoulToday(now));
  return days === 0 ? '오늘' : days === 1 ? '내일' : `D-${days}`;
}

/** How many of the service's precautions the card lists; the order page has all of them. */
const SHOWN = 3;

/**
 * 다가오는 방문 on home: the signed-in resident's next visit (service, company, date and time) and what
 * to prepare (the service's precautions before and on the day, GET /cautions), linking to the order.
 * Renders nothing when signed out, when nothing is coming, or while it loads.
 */
export function UpcomingVisit({ now = new Date() }: { now?: Date }) {
  const { user } = useAuth();
  const cautions = useResidentCautions(user?.residentIdx ?? null);
  if (!user || !cautions.data) return null;
  const visit = nextVisit(cautions.data, now);
  if (!visit) return null;
  const prepare = visit.cautions.filter((c) => c.timing !== 'after');
  return (
    <section className={styles.card} aria-labelledby="upcoming-visit">
      <div className={styles.head}>
        <h2 id="upcoming-visit" className={styles.title}>
          <CalendarCheck size={20} aria-hidden="true" className={styles.icon} />
          다가오는 방문
        </h2>
        <span className={styles.badge}>{dayLabel(visit.visitDate!, now)}</span>
      </div>
      <p className={styles.service}>
        <span className={styles.category}>{visit.categoryName}</span>
        {visit.itemName}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>업체</dt>
          <dd>{visit.companyName}</dd>
        </div>
        <div>
          <dt>방문</dt>
          <dd>{visitWhen(visit)}</dd>
        </div>
      </dl>
      {prepare.length > 0 && (
        <div className={styles.prepare}>
          <p className={styles.prepareTitle}>방문 전에 준비해 주세요</p>
          <ul className={styles.prepareList}>
            {prepare.slice(0, SHOWN).map((c) => (
              <li key={c.cautionIdx}>
                <span className={styles.timing}>{c.timingLabel}</span> {c.title}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Link to={orderPath(visit.merchantUid)} className={styles.link}>
        {prepare.length > SHOWN ? `준비할 것 ${prepare.length}가지 모두 보기` : '예약 내용 보기'}
        <ChevronRight size={18} aria-hidden="true" />
      </Link>
    </section>
  );
}
