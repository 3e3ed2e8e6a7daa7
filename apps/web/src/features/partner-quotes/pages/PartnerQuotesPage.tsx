import type { PartnerQuoteVisit } from '@ipju/contract';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { VirtualCallButton } from '../../../components/entities/VirtualCallButton/VirtualCallButton';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { DEMO_ENABLED } from '../../../lib/config';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatWon } from '../../../lib/format';
import { usePartnerHeader } from '../../partner-auth';
import { usePartnerDemoQuoteVisitToday } from '../api/partnerDemoQuoteVisitToday';
import { useQuoteVisitNumber } from '../api/partnerGetQuoteVisitVirtualNumber';
import { usePartnerQuoteVisits } from '../api/partnerListQuoteVisits';
import { ProposeSheet } from '../components/ProposeSheet';
import styles from '../components/PartnerQuotes.module.css';

/** /partner/quotes (방문 견적): the visits residents booked, and the price proposed after each. */
export function PartnerQuotesPage() {
  usePartnerHeader({ title: '방문 견적', backTo: '/partner/orders' });
  const list = usePartnerQuoteVisits();
  if (list.isPending) {
    return (
      <SkeletonGroup label="방문 견적을 불러오고 있어요" className={styles.page}>
        <Skeleton height={160} radius={16} />
        <Skeleton height={160} radius={16} />
      </SkeletonGroup>
    );
  }
  if (list.isError) return <LoadError title="방문 견적을 불러오지 못했어요" error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) {
    return (
      <EmptyState
        icon={<CalendarCheck size={40} strokeWidth={1.5} />}
        title="들어온 방문 견적이 없어요"
        description="입주민이 방문 견적 서비스를 예약하면 여기에 보여요. 방문한 뒤 견적을 보내 주세요."
      />
    );
  }
  return (
    <div className={styles.page}>
      {list.data.map((v) => (
        <QuoteCard key={v.reservationUid} visit={v} />
      ))}
    </div>
  );
}

function QuoteCard({ visit }: { visit: PartnerQuoteVisit }) {
  const [open, setOpen] = useState(false);
  const today = usePartnerDemoQuoteVisitToday();
  const call = useQuoteVisitNumber(visit.reservationUid);
  const toast = useToast();
  return (
    <article className={styles.card} aria-label={`${visit.residentName} ${visit.itemName} 방문 견적`}>
      <div className={styles.head}>
        <span className={visit.status === 'cancelled' || visit.status === 'expired' ? styles.badgeGrey : styles.badge}>{visit.statusLabel}</span>
        <span className={styles.muted}>{visit.visitLabel}</span>
      </div>
      <h2 className={styles.title}>{visit.itemName}</h2>
      <p className={styles.line}>
        {visit.complexName} {visit.dong}동 {visit.ho}호{visit.pyeong ? ` · ${visit.pyeong}평` : ''}
      </p>
      <div className={styles.contact}>
        <p className={styles.line}>{visit.contactName} 님</p>
        {visit.canCall && <VirtualCallButton call={call} />}
      </div>
      {visit.request && <p className={styles.request}>“{visit.request}”</p>}
      {visit.proposal && (
        <p className={styles.line}>
          보낸 견적 <strong>{formatWon(visit.proposal.amount)}</strong> · {formatDate(visit.proposal.validUntil)}까지
        </p>
      )}
      <div className={styles.actions}>
        {visit.canPropose ? (
          <Button fullWidth onClick={() => setOpen(true)}>
            {visit.proposal ? '견적 다시 보내기' : '견적 보내기'}
          </Button>
        ) : (
          visit.status === 'booked' && (
            <>
              <p className={styles.muted}>방문일부터 견적을 보낼 수 있어요.</p>
              {DEMO_ENABLED && (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={today.isPending}
                  onClick={() =>
                    today.mutate(visit.reservationUid, { onError: (error) => toast.show(errorMessage(error, '옮기지 못했어요.')) })
                  }
                >
                  데모: 방문일을 오늘로
                </Button>
              )}
            </>
          )
        )}
      </div>
      {open && <ProposeSheet visit={visit} isOpen={open} onClose={() => setOpen(false)} />}
    </article>
  );
}
