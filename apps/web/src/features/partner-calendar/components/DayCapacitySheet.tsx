import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, errorStatus } from '../../../lib/error-message';
import { useCalendar } from '../api/partnerGetCalendar';
import { useSetDayCapacity } from '../api/partnerSetDayCapacity';
import { dayTitle } from '../calendar-days';
import styles from './PartnerCalendar.module.css';
import { RefusedOrders } from './RefusedOrders';

/** One date's visits per time: the count, what is sold, and going back to the weekday's value. */
export function DayCapacitySheet({ isOpen, onClose, date }: { isOpen: boolean; onClose: () => void; date: string }) {
  return (
    <BottomSheet isOpen={isOpen} onClose={onClose}>
      <BottomSheet.Header title={`${dayTitle(date)} 방문 수`} description="이 날짜만 받을 방문 수를 정해요." />
      {isOpen ? <DayCapacityForm key={date} date={date} onDone={onClose} /> : null}
    </BottomSheet>
  );
}

function DayCapacityForm({ date, onDone }: { date: string; onDone: () => void }) {
  const toast = useToast();
  const day = useCalendar({ type: 'day', date });
  const save = useSetDayCapacity();
  /** Edited values by hour key ('9', 'day'): a number, or null for the weekday's value. */
  const [edits, setEdits] = useState<Record<string, number | null>>({});
  const keyOf = (hour: number | null) => (hour === null ? 'day' : String(hour));

  if (day.isError) return <LoadError error={day.error} onRetry={() => void day.refetch()} />;
  if (!day.data || day.data.from !== date) {
    return (
      <BottomSheet.Content>
        <Skeleton height={48} />
        <Skeleton height={48} style={{ marginTop: 8 }} />
      </BottomSheet.Content>
    );
  }
  const slots = day.data.slots;
  const changed = slots.filter((s) => keyOf(s.hour) in edits);
  const onSave = () => {
    save.mutate(
      { date, slots: changed.map((s) => ({ hour: s.hour, capacity: edits[keyOf(s.hour)] ?? null })) },
      {
        onSuccess: () => {
          toast.show('방문 수를 바꿨어요.');
          onDone();
        },
      },
    );
  };

  return (
    <>
      <BottomSheet.Content className={styles.form}>
        <ul className={styles.slotList}>
          {slots.map((s) => {
            const k = keyOf(s.hour);
            const edited = k in edits;
            const value = edited ? edits[k] : s.override ? s.capacity : null;
            return (
              <li key={k} className={styles.slotRow}>
                <span className={styles.slotLabel}>
                  {s.label}
                  <span className={styles.slotHeld}>예약 {s.held}건</span>
                </span>
                <input
                  className={styles.number}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={1000}
                  aria-label={`${s.label} 방문 수`}
                  placeholder={String(s.capacity)}
                  value={value ?? ''}
                  onChange={(e) => setEdits({ ...edits, [k]: e.target.value === '' ? null : Math.max(0, Math.floor(Number(e.target.value))) })}
                />
                <span className={styles.slotHint}>{value === null ? '요일 기본' : '이 날짜만'}</span>
              </li>
            );
          })}
        </ul>
        <RefusedOrders error={save.error} />
        {save.error && errorStatus(save.error) !== 409 ? (
          <p className={styles.error} role="alert">
            {errorMessage(save.error, '방문 수를 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.')}
          </p>
        ) : null}
      </BottomSheet.Content>
      <BottomSheet.Footer>
        <Button onClick={onSave} disabled={!changed.length || save.isPending} loading={save.isPending}>
          저장
        </Button>
      </BottomSheet.Footer>
    </>
  );
}
