import { WEEKDAY_NAMES } from '@ipju/contract';
import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../../components/ui/Button/Button';
import { Chip } from '../../../components/ui/Chip/Chip';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage, errorStatus } from '../../../lib/error-message';
import { useWeeklyCapacity } from '../api/partnerGetWeeklyCapacity';
import { useSetWeeklyCapacity } from '../api/partnerSetWeeklyCapacity';
import styles from './PartnerCalendar.module.css';
import { RefusedOrders } from './RefusedOrders';

/** Visits taken per weekday for one visit time at a time; applies from today on, except dates set on their own. */
export function WeeklyCapacitySheet({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <BottomSheet isOpen={isOpen} onClose={onClose}>
      <BottomSheet.Header title="요일별 방문 수" description="오늘부터 적용돼요. 날짜별로 따로 정한 방문 수는 그대로예요." />
      {isOpen ? <WeeklyForm onDone={onClose} /> : null}
    </BottomSheet>
  );
}

function WeeklyForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const weekly = useWeeklyCapacity();
  const save = useSetWeeklyCapacity();
  const [hourKey, setHourKey] = useState<string | null>(null);
  const [edits, setEdits] = useState<Record<string, number>>({});

  if (weekly.isError) return <LoadError error={weekly.error} onRetry={() => void weekly.refetch()} />;
  if (!weekly.data) {
    return (
      <BottomSheet.Content>
        <Skeleton height={44} />
        <Skeleton height={220} style={{ marginTop: 8 }} />
      </BottomSheet.Content>
    );
  }
  const { slots, cells } = weekly.data;
  const keyOf = (hour: number | null) => (hour === null ? 'day' : String(hour));
  const current = slots.find((s) => keyOf(s.hour) === hourKey) ?? slots[0];
  if (!current) return <BottomSheet.Content>판매 중인 상품이 없어서 정할 방문 시간이 없어요.</BottomSheet.Content>;
  const cellKey = (weekday: number) => `${weekday}|${keyOf(current.hour)}`;
  const valueOf = (weekday: number) =>
    edits[cellKey(weekday)] ?? cells.find((c) => c.weekday === weekday && c.hour === current.hour)?.capacity ?? weekly.data.defaultCapacity;
  const changedKeys = Object.keys(edits);

  const onSave = () => {
    const body = changedKeys.map((k) => {
      const [weekday, hour] = k.split('|');
      return { weekday: Number(weekday), hour: hour === 'day' ? null : Number(hour), capacity: edits[k]! };
    });
    save.mutate(body, {
      onSuccess: () => {
        toast.show('요일별 방문 수를 바꿨어요.');
        onDone();
      },
    });
  };

  return (
    <>
      <BottomSheet.Content className={styles.form}>
        <div className={styles.chips} role="group" aria-label="방문 시간">
          {slots.map((s) => (
            <Chip key={keyOf(s.hour)} selected={s.hour === current.hour} aria-pressed={s.hour === current.hour} onClick={() => setHourKey(keyOf(s.hour))}>
              {s.label}
            </Chip>
          ))}
        </div>
        <ul className={styles.slotList}>
          {WEEKDAY_NAMES.map((name, weekday) => (
            <li key={name} className={styles.slotRow}>
              <span className={styles.slotLabel}>{name}요일</span>
              <input
                className={styles.number}
                type="number"
                inputMode="numeric"
                min={0}
                max={1000}
                aria-label={`${name}요일 ${current.label} 방문 수`}
                value={valueOf(weekday)}
                onChange={(e) => setEdits({ ...edits, [cellKey(weekday)]: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
              />
              <span className={styles.slotHint}>건</span>
            </li>
          ))}
        </ul>
        <RefusedOrders error={save.error} />
        {save.error && errorStatus(save.error) !== 409 ? (
          <p className={styles.error} role="alert">
            {errorMessage(save.error, '방문 수를 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.')}
          </p>
        ) : null}
      </BottomSheet.Content>
      <BottomSheet.Footer>
        <Button onClick={onSave} disabled={!changedKeys.length || save.isPending} loading={save.isPending}>
          저장
        </Button>
      </BottomSheet.Footer>
    </>
  );
}
