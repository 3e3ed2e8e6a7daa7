import { useState } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { usePartnerDepartOrder } from '../api/partnerDepartOrder';
import { usePartnerUpdateOrderStatus } from '../api/partnerUpdateOrderStatus';
import { CompleteSheet } from './CompleteSheet';
import styles from './JobButtons.module.css';

export interface JobButtonsProps {
  lineIdx: number;
  itemName: string;
  /** What the server allows now (the detail's actions; the day view derives them from the visit). */
  can: { depart: boolean; start: boolean; complete: boolean };
}

/** 출발 / 시공 시작 / 시공 완료 of one visit: each button only when the step may be taken now. */
export function JobButtons({ lineIdx, itemName, can }: JobButtonsProps) {
  const depart = usePartnerDepartOrder();
  const start = usePartnerUpdateOrderStatus();
  const [completing, setCompleting] = useState(false);
  const toast = useToast();
  if (!can.depart && !can.start && !can.complete) return null;

  const onDepart = () =>
    depart.mutate(lineIdx, {
      onSuccess: (result) => toast.show(result.message),
      onError: (error) => toast.show(errorMessage(error, '출발을 알리지 못했어요. 잠시 후 다시 시도해 주세요.')),
    });
  const onStart = () =>
    start.mutate(
      { lineIdx, status: 'in_progress' },
      {
        onSuccess: () => toast.show('시공을 시작했어요.'),
        onError: (error) => toast.show(errorMessage(error, '시공을 시작하지 못했어요. 잠시 후 다시 시도해 주세요.')),
      },
    );

  return (
    <div className={styles.buttons}>
      {can.depart && (
        <Button variant="secondary" size="md" loading={depart.isPending} onClick={onDepart}>
          출발
        </Button>
      )}
      {can.start && (
        <Button variant="primary" size="md" loading={start.isPending} onClick={onStart}>
          시공 시작
        </Button>
      )}
      {can.complete && (
        <Button variant="primary" size="md" onClick={() => setCompleting(true)}>
          시공 완료
        </Button>
      )}
      {can.complete && <CompleteSheet lineIdx={lineIdx} itemName={itemName} isOpen={completing} onClose={() => setCompleting(false)} />}
    </div>
  );
}
