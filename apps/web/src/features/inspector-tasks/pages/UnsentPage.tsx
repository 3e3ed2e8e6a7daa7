import { CloudCheck, RefreshCw, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { ConfirmModal } from '../../../components/ui/Modal/ConfirmModal';
import { formatDateTime } from '../../../lib/date-time';
import { INSPECTOR_HOME, inspectionPath } from '../../../lib/inspector-paths';
import { getOutbox, useOutboxState, type OutboxItem } from '../../../lib/offline-outbox';
import { useInspectorHeader } from '../../inspector-auth';
import styles from './UnsentPage.module.css';

const inspectionOf = (item: OutboxItem) => {
  const idx = (item.payload as { inspectionIdx?: unknown }).inspectionIdx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * /inspector/unsent: what is still on this phone, in the order it will be sent. A refused item shows the
 * server's reason; the inspector opens its screen to fix it, or discards it. 지금 보내기 retries at once.
 */
export function UnsentPage() {
  useInspectorHeader({ title: '전송 안 된 기록', backTo: INSPECTOR_HOME });
  const { items, sendingId, loaded } = useOutboxState();
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  if (loaded && items.length === 0) {
    return <EmptyState icon={<CloudCheck size={40} strokeWidth={1.5} />} title="모든 기록을 보냈어요" description="휴대폰에 남은 기록이 없어요." />;
  }
  return (
    <div className={styles.page}>
      <p className={styles.lead}>연결되면 기록한 순서대로 자동으로 보내요. 휴대폰을 꺼도 기록은 남아 있어요.</p>
      <Button variant="secondary" leftIcon={<RefreshCw aria-hidden="true" size={16} />} onClick={() => void getOutbox().retry()}>
        지금 보내기
      </Button>
      <ul className={styles.list}>
        {items.map((item) => {
          const inspectionIdx = inspectionOf(item);
          return (
            <li key={item.id} className={styles.item} data-testid="unsent-item">
              <p className={styles.label}>{item.label}</p>
              <p className={styles.meta}>
                {formatDateTime(new Date(item.createdAt))} 기록 ·{' '}
                {item.id === sendingId ? '보내는 중' : item.status === 'failed' ? '보내지 못함' : item.attempts > 0 ? `다시 보내는 중 (${item.attempts}번 시도)` : '전송 대기'}
              </p>
              {item.status === 'failed' && (
                <p className={styles.error} role="alert">
                  <TriangleAlert aria-hidden="true" size={14} /> {item.error}
                </p>
              )}
              <div className={styles.actions}>
                {inspectionIdx !== null && (
                  <Link className={styles.action} to={inspectionPath(inspectionIdx)}>
                    점검 열기
                  </Link>
                )}
                {item.status === 'failed' && (
                  <button type="button" className={styles.action} onClick={() => void getOutbox().retry(item.id)}>
                    다시 보내기
                  </button>
                )}
                <button type="button" className={styles.action} onClick={() => setDiscarding(item)}>
                  <Trash2 aria-hidden="true" size={14} /> 버리기
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {discarding && (
        <ConfirmModal
          isOpen
          onClose={() => setDiscarding(null)}
          onConfirm={() => {
            void getOutbox().discard(discarding.id);
            setDiscarding(null);
          }}
          title="이 기록을 버릴까요?"
          body={`${discarding.label}: 서버로 보내지 않고 휴대폰에서 지워요. 되돌릴 수 없어요.`}
          confirmLabel="버리기"
          confirmVariant="danger"
        />
      )}
    </div>
  );
}
