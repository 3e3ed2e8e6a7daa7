import type { InspectionStandard } from '@ipju/contract';
import { BottomSheet } from '../../../components/ui/BottomSheet/BottomSheet';
import { formatNumber } from '../../../lib/format';
import styles from './StandardSheet.module.css';

/** The standards a type is judged by (this inspection's copy), with each one's source and condition. */
export function StandardSheet({ standard, isOpen, onClose }: { standard: InspectionStandard; isOpen: boolean; onClose: () => void }) {
  return (
    <BottomSheet isOpen={isOpen} onClose={onClose}>
      <BottomSheet.Header title={`${standard.typeLabel} 기준`} description="이 점검을 시작할 때의 기준이에요. 보고서도 같은 기준으로 판정해요." />
      <BottomSheet.Content>
        <ul className={styles.list}>
          {standard.items.map((item) => (
            <li key={item.key} className={styles.item}>
              <p className={styles.label}>
                {item.label}
                {!item.verified && <span className={styles.unverified}>확인 필요</span>}
              </p>
              <p className={styles.limit}>
                {item.spanMm ? `${formatNumber(item.spanMm)} mm에 ` : ''}
                {item.limit} {item.unit} {item.comparator === 'max' ? '이하' : '이상'}
                {item.condition && ` · ${item.condition}`}
              </p>
              <p className={styles.source}>출처: {item.source}</p>
              {item.note && <p className={styles.source}>{item.note}</p>}
            </li>
          ))}
        </ul>
        {standard.notes.length > 0 && (
          <ul className={styles.notes}>
            {standard.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </BottomSheet.Content>
    </BottomSheet>
  );
}
