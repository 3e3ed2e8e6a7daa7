import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/PageHeader';
import { BottomSheet } from '../../components/ui/BottomSheet/BottomSheet';
import { Button } from '../../components/ui/Button/Button';
import { DateTimeModal } from '../../components/ui/DateTimeModal/DateTimeModal';
import type { DateTimeValue } from '../../components/ui/DateTimeModal/DateTimeModal';
import { useToast } from '../../components/ui/Toast/Toast';
import { formatDate, formatHour } from '../../lib/format';
import { UNDECIDED } from '../../lib/schedule';
import styles from './UiKitPage.module.css';

/**
 * Demo-only page (/dev/ui-kit, registered when VITE_DEMO !== 'false'): mounts the date-and-time
 * modal, the bottom sheet and the toast so the browser tests (e2e/ui-kit.spec.ts) can drive them.
 */
export function UiKitPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [dateOpen, setDateOpen] = useState(false);
  const [value, setValue] = useState<DateTimeValue | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);

  const chosen =
    value === null
      ? '아직 고르지 않았어요'
      : value.tz === UNDECIDED
        ? UNDECIDED
        : `${formatDate(value.tz)}${value.time !== null ? ` ${formatHour(value.time)}` : ''}`;

  return (
    <div className={styles.page}>
      <PageHeader title="UI 키트 (데모)" />
      <div className={styles.body}>
        <section className={styles.section}>
          <h2 className={styles.heading}>날짜·시간 선택</h2>
          <p className={styles.value} data-testid="chosen-schedule">
            {chosen}
          </p>
          <Button onClick={() => setDateOpen(true)}>희망일 고르기</Button>
        </section>

        <section className={styles.section}>
          <h2 className={styles.heading}>바텀 시트</h2>
          <Button variant="secondary" onClick={() => setSheetOpen(true)}>
            시트 열기
          </Button>
        </section>

        <section className={styles.section}>
          <h2 className={styles.heading}>토스트</h2>
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => toast.show('장바구니에 담았어요')}>
              토스트 보기
            </Button>
            <Button
              variant="secondary"
              onClick={() => toast.show({ message: '장바구니에 담았어요', onAction: () => navigate('/faq') })}
            >
              이동 버튼 토스트
            </Button>
          </div>
        </section>
      </div>

      <DateTimeModal
        isOpen={dateOpen}
        title="희망 시공일을 선택해 주세요"
        noDateText="아직 날짜를 못 정했어요"
        tz={value?.tz ?? null}
        time={value?.time ?? null}
        type="WithTimePicker"
        timeOptions={{ '9': '오전 9시', '13': '오후 1시' }}
        timePickerOkText="이 시간으로 할게요"
        onClose={() => setDateOpen(false)}
        onConfirm={(next) => {
          setValue(next);
          setDateOpen(false);
        }}
      />

      <BottomSheet isOpen={sheetOpen} onClose={() => setSheetOpen(false)}>
        <BottomSheet.Header title="옵션을 골라 주세요" description="바깥을 누르면 닫혀요." />
        <BottomSheet.Content>
          <p>34평 (전용 84㎡) 기준으로 견적을 보여 드려요.</p>
        </BottomSheet.Content>
        <BottomSheet.Footer>
          <Button fullWidth size="lg" onClick={() => setSheetOpen(false)}>
            선택 완료
          </Button>
        </BottomSheet.Footer>
      </BottomSheet>
    </div>
  );
}
