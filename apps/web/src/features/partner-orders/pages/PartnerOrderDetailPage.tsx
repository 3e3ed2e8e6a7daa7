import { withJosa, type PartnerOrderDetail } from '@ipju/contract';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { DateTimeModal, type DateTimeValue } from '../../../components/ui/DateTimeModal/DateTimeModal';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { formatDateTime } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatWon } from '../../../lib/format';
import { useClosedDays } from '../../partner-calendar';
import { CustomerChatButton } from '../../partner-chat';
import { usePartnerHeader } from '../../partner-auth';
import { usePartnerConfirmOrder } from '../api/partnerConfirmOrder';
import { usePartnerMoveInReservation } from '../api/partnerGetMoveInReservation';
import { usePartnerOrder } from '../api/partnerGetOrder';
import { usePartnerProposeDate } from '../api/partnerProposeDate';
import { CallLink } from '../../../components/entities/CallLink/CallLink';
import { EntryCodeButton } from '../components/EntryCodeButton';
import { JobButtons } from '../components/JobButtons';
import { StepBadge } from '../components/StepBadge';
import { Fact, VisitFactRows } from '../components/VisitFactRows';
import { PARTNER_ORDERS } from '../paths';
import styles from './PartnerOrderDetailPage.module.css';

const positiveInt = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

/** /partner/orders/:lineIdx (주문 상세): everything about one job, its steps, the door code and the photos. */
export function PartnerOrderDetailPage() {
  usePartnerHeader({ title: '주문 상세', backTo: PARTNER_ORDERS });
  const lineIdx = positiveInt(useParams().lineIdx);
  const query = usePartnerOrder(lineIdx ?? 0, lineIdx !== null);
  if (lineIdx === null || (query.isError && (query.error as { status?: number }).status === 404)) {
    return <EmptyState title="주문을 찾을 수 없어요" description="주문 목록에서 다시 골라 주세요." />;
  }
  if (query.isPending) {
    return (
      <SkeletonGroup label="주문을 불러오고 있어요" className={styles.page}>
        <Skeleton height={140} radius={16} />
        <Skeleton height={220} radius={16} />
        <Skeleton height={120} radius={16} />
      </SkeletonGroup>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <Detail order={query.data} />;
}

/** On an 이사 order: the move-in day and 이사 엘리베이터 slot the customer booked through ipju. */
function MoveInBooking({ lineIdx, moving }: { lineIdx: number; moving: boolean }) {
  const booking = usePartnerMoveInReservation(lineIdx, moving).data;
  if (!moving || !booking) return null;
  return <Fact label="입주 예약" value={`${formatDate(booking.moveInDate)} · ${booking.slotLabel} (${booking.dong}동 이사 엘리베이터)`} />;
}

function Detail({ order }: { order: PartnerOrderDetail }) {
  const [proposing, setProposing] = useState(false);
  const confirm = usePartnerConfirmOrder();
  const propose = usePartnerProposeDate();
  const toast = useToast();
  const home = [order.home.complexName, order.home.dong ? `${order.home.dong}동` : null, order.home.ho ? `${order.home.ho}호` : null].filter(Boolean).join(' ');
  const timeOptions = Object.fromEntries(order.visitTimeOptions.map((o) => [String(o.hour), o.label]));

  const onConfirm = () =>
    confirm.mutate(order.lineIdx, {
      onSuccess: (r) => toast.show(r.message),
      onError: (e) => toast.show(errorMessage(e, '일정을 확정하지 못했어요. 잠시 후 다시 시도해 주세요.')),
    });
  const onPropose = (value: DateTimeValue) =>
    propose.mutate(
      { lineIdx: order.lineIdx, tz: value.tz, time: value.time },
      {
        onSuccess: (r) => {
          setProposing(false);
          toast.show(r.message);
        },
        onError: (e) => toast.show(errorMessage(e, '일정을 제안하지 못했어요. 잠시 후 다시 시도해 주세요.')),
      },
    );

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="order-heading">
        <div className={styles.badges}>
          <span className={styles.status}>{order.statusLabel}</span>
          {order.job.stepLabel !== order.statusLabel && <StepBadge step={order.job.step} label={order.job.stepLabel} />}
        </div>
        <h2 id="order-heading" className={styles.title}>
          {order.itemName}
        </h2>
        <dl className={styles.facts}>
          <Fact label="방문 일시" value={order.visitLabel} />
          <Fact label="평형" value={order.home.pyeong ? `${order.home.pyeong}평` : '-'} />
          {order.options.length > 0 && <Fact label="옵션" value={order.options.map((o) => o.name).join(', ')} />}
          <Fact label="주문번호" value={order.orderNo} />
        </dl>
        {order.job.proposal && (
          <p className={styles.notice} role="status">
            {withJosa(order.job.proposal.label, '으로/로')} 바꾸자고 제안했어요. 입주민의 답을 기다리고 있어요.
          </p>
        )}
        {order.job.lastAnswer && !order.job.proposal && (
          <p className={styles.caption}>
            업체가 제안한 일정을 입주민이 {order.job.lastAnswer.answer === 'accepted' ? '수락했어요' : '거절했어요'} ({formatDateTime(order.job.lastAnswer.answeredAt)})
          </p>
        )}
        {(order.actions.confirm || order.actions.propose) && (
          <div className={styles.row}>
            {order.actions.confirm && (
              <Button size="md" loading={confirm.isPending} onClick={onConfirm}>
                일정 확정
              </Button>
            )}
            {order.actions.propose && (
              <Button size="md" variant="secondary" onClick={() => setProposing(true)}>
                다른 일정 제안
              </Button>
            )}
          </div>
        )}
        <JobButtons lineIdx={order.lineIdx} itemName={order.itemName} can={order.actions} />
      </section>

      <section className={styles.card} aria-labelledby="visit-heading">
        <h2 id="visit-heading" className={styles.section}>
          방문 정보
        </h2>
        <dl className={styles.facts}>
          <Fact label="방문지" value={home || '-'} />
          <VisitFactRows address={order.home.address} visit={order} />
          <MoveInBooking lineIdx={order.lineIdx} moving={order.categoryCode === 'move'} />
        </dl>
        <CallLink name={order.contact.name} number={order.contact.virtualNumber} />
        <CustomerChatButton lineIdx={order.lineIdx} />
        <EntryCodeButton visit={order} />
      </section>

      <section className={styles.card} aria-labelledby="pay-heading">
        <h2 id="pay-heading" className={styles.section}>
          결제
        </h2>
        <dl className={styles.facts}>
          <Fact label="서비스 금액" value={formatWon(order.price)} />
          <Fact label="결제 상태" value={order.payment.label} />
          <Fact label="결제된 금액" value={formatWon(order.payment.paidAmount)} />
          {order.payment.balance && <Fact label="반반 결제 잔금" value={`${formatWon(order.payment.balance.amount)} · ${order.payment.balance.label}`} />}
        </dl>
      </section>

      {(order.job.photos.before.length > 0 || order.job.photos.after.length > 0) && (
        <section className={styles.card} aria-labelledby="photo-heading">
          <h2 id="photo-heading" className={styles.section}>
            시공 사진
          </h2>
          <Photos label="시공 전" photos={order.job.photos.before} />
          <Photos label="시공 후" photos={order.job.photos.after} />
        </section>
      )}

      <section className={styles.card} aria-labelledby="history-heading">
        <h2 id="history-heading" className={styles.section}>
          진행 기록
        </h2>
        <ol className={styles.history}>
          {order.history.map((h, i) => (
            <li key={i}>
              <span>{h.message}</span>
              <time dateTime={h.createdAt}>{formatDateTime(h.createdAt)}</time>
            </li>
          ))}
        </ol>
      </section>

      {proposing && (
        <ProposeDateModal order={order} timeOptions={timeOptions} sending={propose.isPending} onClose={() => setProposing(false)} onConfirm={onPropose} />
      )}
    </div>
  );
}

/** The picker of another visit date, with the company's closed days disabled (the server refuses them too). */
function ProposeDateModal(props: {
  order: PartnerOrderDetail;
  timeOptions: Record<string, string>;
  sending: boolean;
  onClose: () => void;
  onConfirm: (value: DateTimeValue) => void;
}) {
  const [month, setMonth] = useState<string | null>(null);
  const onMonthChange = useCallback((m: string) => setMonth(m), []);
  const closedDays = useClosedDays(month);
  return (
    <DateTimeModal
      isOpen
      title="제안할 방문일을 선택해 주세요"
      type="WithTimePicker"
      tz={props.order.tz}
      time={props.order.time}
      timeOptions={props.timeOptions}
      timePickerOkText="이 일정으로 제안하기"
      busy={props.sending}
      disabledDates={closedDays}
      onMonthChange={onMonthChange}
      onClose={props.onClose}
      onConfirm={props.onConfirm}
    />
  );
}

function Photos({ label, photos }: { label: string; photos: PartnerOrderDetail['job']['photos']['after'] }) {
  if (!photos.length) return null;
  return (
    <div className={styles.photos}>
      <p className={styles.caption}>{label}</p>
      <ul>
        {photos.map((p) => (
          <li key={p.photoIdx}>
            <img src={p.url} alt={`${label} 사진`} width={96} height={96} loading="lazy" />
          </li>
        ))}
      </ul>
    </div>
  );
}
