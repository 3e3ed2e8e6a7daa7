import { REPAIR_STATUS_LABELS, seoulToday } from '@ipju/contract';
import { Checkbox } from '../../../components/ui/Checkbox/Checkbox';
import { formatDate } from '../../../lib/format';
import { nextRepair, NO_REPAIR } from '../repair-state';
import type { ReportRepair } from '../types';
import styles from './RepairChecklist.module.css';

export interface RepairChecklistProps {
  /** The finding's title, so each box says which defect it ticks. */
  title: string;
  repair: ReportRepair | undefined;
  /** Only the resident's own access ticks; a link sent to others reads the state. */
  editable: boolean;
  pending?: boolean;
  onChange?: (next: ReportRepair) => void;
}

const dated = (word: string, ymd: string | null) => (ymd ? `${formatDate(ymd, { weekday: false })} ${word}` : undefined);

/** Under each finding: has the builder been asked, and has it been fixed, with the dates. */
export function RepairChecklist({ title, repair = NO_REPAIR, editable, pending = false, onChange }: RepairChecklistProps) {
  if (!editable) {
    const text =
      repair.status === 'fixed'
        ? `${REPAIR_STATUS_LABELS.fixed} ${formatDate(repair.fixedAt ?? '', { weekday: false })}`
        : repair.status === 'requested'
          ? `${REPAIR_STATUS_LABELS.requested} ${formatDate(repair.requestedAt ?? '', { weekday: false })} · 보수 전`
          : '아직 보수를 요청하지 않았어요';
    return (
      <p className={styles.readOnly} data-status={repair.status}>
        {text}
      </p>
    );
  }
  const change = (box: 'requested' | 'fixed', checked: boolean) => onChange?.(nextRepair(repair, box, checked, seoulToday()));
  return (
    <fieldset className={styles.checklist} disabled={pending} aria-label={`${title} 보수 체크리스트`}>
      <Checkbox
        label="시공사에 보수 요청함"
        checked={repair.status !== 'open'}
        description={dated('요청', repair.requestedAt)}
        onChange={(checked) => change('requested', checked)}
      />
      <Checkbox
        label="보수 완료"
        checked={repair.status === 'fixed'}
        description={dated('완료', repair.fixedAt)}
        onChange={(checked) => change('fixed', checked)}
      />
    </fieldset>
  );
}
