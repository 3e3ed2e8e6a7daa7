import { PLAN_LINE_STATUS_LABELS, type PlanHome, type PlanLine } from '@ipju/contract';
import { CalendarClock, RotateCcw, Users, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { PriceTag } from '../../../components/ui/PriceTag/PriceTag';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { itemPath } from '../../../lib/paths';
import { lineWhen, neighboursWords, windowWords } from './plan-words';
import styles from './PlanLineCard.module.css';

export interface PlanLineCardProps {
  line: PlanLine;
  home: PlanHome;
  /** A change of this line is being saved. */
  busy?: boolean;
  onMove: (line: PlanLine) => void;
  onDrop: (line: PlanLine) => void;
  onRestore: (line: PlanLine) => void;
}

/**
 * One step of the plan: when, which service and company at the complex's price, why on that day, and what the
 * neighbours chose. A planned line can be moved (inside its window) or dropped, a dropped one put back; a line in
 * the cart can still be moved (the server moves its cart date too).
 */
export function PlanLineCard({ line, home, busy, onMove, onDrop, onRestore }: PlanLineCardProps) {
  const neighbours = neighboursWords(line, home);
  const dropped = line.status === 'dropped';
  const titleId = `plan-line-${line.lineIdx}`;
  return (
    <article className={styles.card} data-status={line.status} aria-labelledby={titleId} data-testid="plan-line">
      <div className={styles.when}>
        <span className={styles.step} aria-hidden="true">
          {line.step}
        </span>
        <p className={styles.date}>
          <span className="visually-hidden">{line.step}단계 </span>
          {lineWhen(line)}
        </p>
        {line.status !== 'planned' && <span className={styles.status}>{PLAN_LINE_STATUS_LABELS[line.status]}</span>}
      </div>
      <div className={styles.service}>
        <div className={styles.thumb}>
          <ProgressiveImage src={line.item.thumbnailUrl} alt="" aspectRatio={1} sizes="56px" />
        </div>
        <div className={styles.text}>
          <p className={styles.category}>{line.categoryName}</p>
          <h3 id={titleId} className={styles.name}>
            <Link to={itemPath({ categoryCode: line.categoryCode, itemIdx: line.item.itemIdx })}>{line.item.itemName}</Link>
          </h3>
          <p className={styles.meta}>{line.item.partner.companyName}</p>
        </div>
      </div>
      {!dropped && <PriceTag price={line.price} regularPrice={line.regularPrice} size="sm" align="end" layout="inline" className={styles.price} />}
      <p className={styles.reason}>{line.reason}</p>
      {neighbours && !dropped && (
        <p className={styles.neighbours}>
          <Users size={14} aria-hidden="true" />
          {neighbours}
        </p>
      )}
      {(line.status === 'planned' || line.status === 'in_cart') && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" leftIcon={<CalendarClock size={16} aria-hidden="true" />} disabled={busy} onClick={() => onMove(line)}>
            날짜 바꾸기<span className="visually-hidden"> ({line.item.itemName}, {windowWords(line)} 중에서)</span>
          </Button>
          {line.status === 'planned' && (
            <Button variant="ghost" size="sm" leftIcon={<X size={16} aria-hidden="true" />} disabled={busy} onClick={() => onDrop(line)}>
              빼기<span className="visually-hidden"> ({line.item.itemName})</span>
            </Button>
          )}
        </div>
      )}
      {dropped && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" leftIcon={<RotateCcw size={16} aria-hidden="true" />} disabled={busy} onClick={() => onRestore(line)}>
            다시 넣기<span className="visually-hidden"> ({line.item.itemName})</span>
          </Button>
        </div>
      )}
    </article>
  );
}
