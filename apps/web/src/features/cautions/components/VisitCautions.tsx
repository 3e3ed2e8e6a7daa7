import type { VisitCautions as Visit } from '@ipju/contract';
import { ClipboardCheck } from 'lucide-react';
import { formatDate, formatHour } from '../../../lib/format';
import { useAuth } from '../../auth';
import { useResidentCautions } from '../api/getCautions';
import { CautionList } from './CautionList';
import styles from './Cautions.module.css';

/** '2027.01.10 (일) 오전 9시', '2027.01.10 (일) · 시간은 해피콜에서 정해요', '방문일 미정'. */
export function visitWhen(visit: Pick<Visit, 'visitDate' | 'visitHour'>): string {
  if (!visit.visitDate) return '방문일 미정 · 정해지면 알려 드려요';
  const day = formatDate(visit.visitDate);
  return visit.visitHour === null ? `${day} · 시간은 해피콜에서 정해요` : `${day} ${formatHour(visit.visitHour)}`;
}

/**
 * What to know before the booked visits of one order (GET /cautions with my residentIdx): for each visit
 * the precautions of its service, then the ones every visit shares (folded). Renders nothing when the
 * order has no booked visit (finished, cancelled) or the list cannot be loaded.
 */
export function VisitCautions({ merchantUid }: { merchantUid: string }) {
  const { user } = useAuth();
  const cautions = useResidentCautions(user?.residentIdx ?? null);
  const visits = cautions.data?.visits.filter((v) => v.merchantUid === merchantUid) ?? [];
  if (!cautions.data || visits.length === 0) return null;
  const general = cautions.data.general;
  return (
    <section className={styles.block} aria-labelledby={`visit-cautions-${merchantUid}`}>
      <h2 id={`visit-cautions-${merchantUid}`} className={styles.heading}>
        <ClipboardCheck size={20} aria-hidden="true" className={styles.headingIcon} />
        방문 전에 확인해 주세요
      </h2>
      {visits.map((visit) => (
        <div key={visit.lineIdx} className={styles.visit}>
          <p className={styles.visitTitle}>
            <span className={styles.category}>{visit.categoryName}</span>
            {visit.itemName}
          </p>
          <p className={styles.when}>{visitWhen(visit)}</p>
          {visit.cautions.length > 0 ? (
            <CautionList cautions={visit.cautions} />
          ) : (
            <p className={styles.none}>이 서비스만의 주의사항은 없어요. 아래 공통 안내를 확인해 주세요.</p>
          )}
        </div>
      ))}
      {general.length > 0 && (
        <details className={styles.general}>
          <summary className={styles.generalSummary}>모든 방문 공통 안내 {general.length}개</summary>
          <div className={styles.generalBody}>
            <CautionList cautions={general} />
          </div>
        </details>
      )}
    </section>
  );
}
