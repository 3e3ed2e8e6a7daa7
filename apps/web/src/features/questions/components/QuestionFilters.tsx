import { QUESTION_SORT_LABELS, QUESTION_SORTS, QUESTION_TYPE_LABELS, QUESTION_TYPES, type QuestionSort, type QuestionType } from '@ipju/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Tabs } from '../../../components/ui/Tabs/Tabs';
import type { QuestionFilters as Filters } from '../api/keys';
import { ServiceSheet, useServiceOptions } from './ServiceSheet';
import styles from './QuestionFilters.module.css';

export interface QuestionFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
  /** id of the list the type tabs control. */
  panelId: string;
}

const TYPE_TABS = [
  { value: 'all' as const, label: '전체' },
  ...QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] })),
];

/** The board's filters: question type chips, a service sheet and the sort order. */
export function QuestionFilters({ value, onChange, panelId }: QuestionFiltersProps) {
  const uid = useId();
  const [sheetOpen, setSheetOpen] = useState(false);
  const services = useServiceOptions();
  const serviceName = value.item ? (services.find((s) => s.code === value.item)?.name ?? value.item) : null;

  return (
    <div className={styles.filters}>
      <Tabs<QuestionType | 'all'>
        variant="chip"
        aria-label="질문 유형"
        idPrefix="question-type"
        items={TYPE_TABS.map((t) => ({ ...t, panelId }))}
        value={value.questionType ?? 'all'}
        onChange={(next) => onChange({ ...value, questionType: next === 'all' ? null : next })}
      />
      <div className={styles.row}>
        <button
          type="button"
          className={styles.service}
          data-active={value.item ? true : undefined}
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
        >
          <span className={styles.serviceLabel}>서비스</span>
          <span className={styles.serviceValue}>{serviceName ?? '전체'}</span>
          <ChevronDown size={16} aria-hidden="true" />
        </button>
        <label htmlFor={`${uid}-sort`} className="visually-hidden">
          정렬
        </label>
        <div className={styles.sortWrap}>
          <select
            id={`${uid}-sort`}
            className={styles.sort}
            value={value.sort}
            onChange={(e) => onChange({ ...value, sort: e.target.value as QuestionSort })}
          >
            {QUESTION_SORTS.map((s) => (
              <option key={s} value={s}>
                {QUESTION_SORT_LABELS[s]}
              </option>
            ))}
          </select>
          <ChevronDown size={16} aria-hidden="true" className={styles.sortIcon} />
        </div>
      </div>
      <ServiceSheet
        isOpen={sheetOpen}
        onClose={() => setSheetOpen(false)}
        value={value.item}
        onChange={(item) => onChange({ ...value, item })}
        noneLabel="전체 서비스"
      />
    </div>
  );
}
