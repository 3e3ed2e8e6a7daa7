import type { PartnerCalendarEntry } from '@ipju/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, errorStatus } from '../../../lib/error-message';
import { useCloseDay } from '../api/partnerCloseDay';
import { useReopenDay } from '../api/partnerReopenDay';
import { closedDayLabel, dayTitle, homeOf, type DayContents } from '../calendar-days';
import styles from './PartnerCalendar.module.css';
import { RefusedOrders } from './RefusedOrders';

interface DayPanelProps {
  date: string;
  today: string;
  contents: DayContents;
  onAddEntry: () => void;
  onEditEntry: (entry: PartnerCalendarEntry) => void;
  onEditCapacity: () => void;
}

/** The tapped day: its visits and entries, and closing or reopening it. */
export function DayPanel({ date, today, contents, onAddEntry, onEditEntry, onEditCapacity }: DayPanelProps) {
  const toast = useToast();
  const close = useCloseDay();
  const reopen = useReopenDay();
  const closed = contents.closedReason !== null;
  const past = date < today;
  const busy = close.isPending || reopen.isPending;

  const onClose = () => {
    reopen.reset();
    close.mutate({ date, reason: '' }, { onSuccess: () => toast.show(`${dayTitle(date)}을 휴무로 바꿨어요.`) });
  };
  const onReopen = () => {
    close.reset();
    reopen.mutate(date, { onSuccess: () => toast.show(`${dayTitle(date)}에 다시 예약을 받아요.`) });
  };
  const failure = [close.error, reopen.error].find((e) => e && errorStatus(e) !== 409);

  return (
    <section className={styles.dayPanel} aria-labelledby="calendar-day-title">
      <div className={styles.dayHead}>
        <h2 id="calendar-day-title" className={styles.dayTitle}>
          {dayTitle(date)}
        </h2>
        {contents.closedReason !== null ? <span className={styles.closedBadge}>{closedDayLabel(contents.closedReason)}</span> : null}
      </div>
      {past ? null : (
        <div className={styles.dayActions}>
          {closed ? (
            <Button size="sm" variant="secondary" onClick={onReopen} disabled={busy} loading={reopen.isPending}>
              휴무 해제
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={onClose} disabled={busy} loading={close.isPending}>
              휴무로 바꾸기
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={onEditCapacity}>
            방문 수
          </Button>
          <Button size="sm" variant="secondary" onClick={onAddEntry}>
            일정 추가
          </Button>
        </div>
      )}
      <RefusedOrders error={close.error} />
      {failure ? (
        <p className={styles.error} role="alert">
          {errorMessage(failure, '바꾸지 못했어요. 잠시 후 다시 시도해 주세요.')}
        </p>
      ) : null}

      <h3 className={styles.listTitle}>방문 {contents.visits.length}건</h3>
      {contents.visits.length ? (
        <ul className={styles.items}>
          {contents.visits.map((v) => (
            <li key={v.lineIdx} className={styles.item}>
              <span className={styles.itemTime}>{v.timeLabel}</span>
              <span className={styles.itemMain}>
                <span className={styles.itemTitle}>{v.itemName}</span>
                <span className={styles.itemSub}>{homeOf(v) || '주소 미입력'}</span>
                <span className={styles.itemSub}>
                  {v.statusLabel} · 주문번호 {v.orderNo}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>예약된 방문이 없어요.</p>
      )}

      {contents.offline.length ? (
        <>
          <h3 className={styles.listTitle}>오프라인 주문 {contents.offline.length}건</h3>
          <ul className={styles.items}>
            {contents.offline.map((o) => (
              <li key={o.id}>
                <Link to={`/partner/offline/${o.id}`} className={styles.itemButton}>
                  <span className={styles.itemTime}>{o.timeLabel}</span>
                  <span className={styles.itemMain}>
                    <span className={styles.itemTitle}>{o.itemName}</span>
                    <span className={styles.itemSub}>{homeOf(o)}</span>
                    <span className={styles.itemSub}>
                      {o.customerName} · {o.statusLabel}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h3 className={styles.listTitle}>내 일정 {contents.entries.length}건</h3>
      {contents.entries.length ? (
        <ul className={styles.items}>
          {contents.entries.map((e) => (
            <li key={e.entryIdx}>
              <button type="button" className={styles.itemButton} onClick={() => onEditEntry(e)} aria-label={`${e.title} 일정 수정`}>
                <span className={styles.itemTime}>{e.startTime ? `${e.startTime}${e.endTime ? `~${e.endTime}` : ''}` : '종일'}</span>
                <span className={styles.itemMain}>
                  <span className={styles.itemTitle}>{e.title}</span>
                  <span className={styles.itemSub}>
                    {e.kindLabel}
                    {e.memo ? ` · ${e.memo}` : ''}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>등록한 일정이 없어요.</p>
      )}
    </section>
  );
}
