import { PHOTO_ROLE_LABELS, PHOTO_ROLES, type PhotoRole } from '@ipju/contract';
import { Check } from 'lucide-react';
import styles from './PhotoCapture.module.css';

export interface RuleOfThreeProps {
  /** Roles of the photos this defect already has. */
  taken: ReadonlySet<PhotoRole>;
  /** The role the next photo gets (null: an extra photo without a role). */
  next: PhotoRole | null;
  onPick: (role: PhotoRole | null) => void;
}

/**
 * The usual three photos of a defect (위치, 근접, 자·줄자와 함께) as a gentle checklist: each shows a check
 * once taken, and tapping one chooses what the next photo is. Nothing is required: fewer or more is fine.
 */
export function RuleOfThree({ taken, next, onPick }: RuleOfThreeProps) {
  return (
    <fieldset className={styles.rule}>
      <legend className={styles.ruleTitle}>하자 한 곳에 세 장을 권해요</legend>
      <div className={styles.ruleItems}>
        {PHOTO_ROLES.map((role) => (
          <button
            key={role}
            type="button"
            className={styles.ruleItem}
            aria-pressed={next === role}
            onClick={() => onPick(next === role ? null : role)}
          >
            <span className={taken.has(role) ? styles.ruleDone : styles.ruleTodo} aria-hidden>
              {taken.has(role) && <Check size={14} strokeWidth={3} />}
            </span>
            <span>{PHOTO_ROLE_LABELS[role]}</span>
            {taken.has(role) && <span className="visually-hidden">(찍었어요)</span>}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The first of the three not taken yet, or null when all are (more photos are extras). */
export function nextRole(taken: ReadonlySet<PhotoRole>): PhotoRole | null {
  return PHOTO_ROLES.find((role) => !taken.has(role)) ?? null;
}
