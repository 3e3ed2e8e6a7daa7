import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { formatDateTime } from '../../../lib/date-time';
import { useReportSends } from '../api/inspectorListReportSends';
import styles from './ReportSections.module.css';

/**
 * 보낸 기록: every report link sent for the inspection, from any phone of the company and any version, newest
 * first, as the server keeps them (addresses masked).
 */
export function SendHistory({ inspectionIdx }: { inspectionIdx: number }) {
  const sends = useReportSends(inspectionIdx);
  if (sends.isPending) return <SkeletonText lines={2} />;
  if (sends.isError) return <LoadError title="보낸 기록을 불러오지 못했어요" error={sends.error} onRetry={() => void sends.refetch()} />;
  const items = sends.data.items;
  if (items.length === 0) return null;
  return (
    <>
      <h3 className={styles.subTitle}>보낸 기록</h3>
      <ul className={styles.history} aria-label="보낸 기록">
        {items.map((s) => (
          <li key={s.linkIdx}>
            <span>
              {s.name} · {s.to}
            </span>
            <span className={styles.muted}>
              {s.channelLabel} · {formatDateTime(s.sentAt)} · {s.version}판 · {s.scopeLabel}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
