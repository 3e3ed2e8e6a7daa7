import type { Consultation, ConsultationStatus } from '@ipju/contract';
import { ChevronDown } from 'lucide-react';
import { Button } from '../../../components/ui/Button/Button';
import { formatDate } from '../../../lib/format';
import styles from './ConsultationCard.module.css';

const TONES: Record<ConsultationStatus, 'brand' | 'green' | 'grey'> = {
  requested: 'brand',
  contacted: 'green',
  done: 'grey',
  cancelled: 'grey',
};

/** One of my requests: status, where and when, what I asked for (plain text), my survey answers, cancel. */
export function ConsultationCard({ consultation, onCancel, cancelling }: { consultation: Consultation; onCancel: () => void; cancelling: boolean }) {
  const c = consultation;
  return (
    <article className={styles.card} aria-label={`${c.kindLabel} ${c.statusLabel}`}>
      <header className={styles.head}>
        <span className={styles.badge} data-tone={TONES[c.status]}>
          {c.statusLabel}
        </span>
        <span className={styles.date}>{formatDate(c.createdAt)} 신청</span>
      </header>
      <h3 className={styles.title}>
        {c.kindLabel} · {c.complexName}
        {c.pyeong ? ` ${c.pyeong}평` : ''}
      </h3>
      <p className={styles.when}>
        희망 {c.preferredDate ? formatDate(c.preferredDate) : '날짜 미정'} · {c.preferredTimeLabel}
      </p>
      <p className={styles.needs}>{c.needs}</p>
      {c.survey && c.survey.answers.length > 0 && (
        <details className={styles.survey}>
          <summary>
            설문 답변 {c.survey.answers.length}개 <ChevronDown size={16} aria-hidden="true" />
          </summary>
          <dl>
            {c.survey.answers.map((a) => (
              <div key={a.questionIdx} className={styles.answer}>
                <dt>{a.question}</dt>
                <dd>{a.answer}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      {c.canCancel && (
        <Button variant="secondary" size="md" fullWidth loading={cancelling} onClick={onCancel}>
          신청 취소하기
        </Button>
      )}
    </article>
  );
}
