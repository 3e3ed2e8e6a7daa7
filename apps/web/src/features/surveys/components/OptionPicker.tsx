import type { SurveyOption } from '@ipju/contract';
import { Check } from 'lucide-react';
import { Chip } from '../../../components/ui/Chip/Chip';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import styles from './SurveyQuestionField.module.css';

export interface OptionPickerProps {
  options: SurveyOption[];
  /** Values chosen (one for a single question). */
  chosen: string[];
  multiple: boolean;
  onToggle: (value: string) => void;
  label: string;
}

/** Short labels read best as chips. */
const CHIP_MAX_LABEL = 7;

/**
 * The choices of a single or multiple question, in the shape that reads best on a phone: picture tiles
 * when the options have pictures, chips for short words, full-width rows for sentences.
 */
export function OptionPicker({ options, chosen, multiple, onToggle, label }: OptionPickerProps) {
  const role = multiple ? 'checkbox' : 'radio';
  const groupRole = multiple ? 'group' : 'radiogroup';
  if (options.some((o) => o.imageUrl)) {
    return (
      <div role={groupRole} aria-label={label} className={styles.tiles}>
        {options.map((o) => {
          const on = chosen.includes(o.value);
          return (
            <button key={o.value} type="button" role={role} aria-checked={on} className={styles.tile} data-on={on ? '' : undefined} onClick={() => onToggle(o.value)}>
              <span className={styles.tileFrame}>
                {o.imageUrl ? (
                  <ProgressiveImage src={o.imageUrl} alt="" aspectRatio="4/3" sizes="(max-width: 580px) 45vw, 260px" className={styles.tileImage} />
                ) : (
                  <span className={styles.tileImage} aria-hidden="true" />
                )}
                <span className={styles.tileCheck} aria-hidden="true">
                  <Check size={16} strokeWidth={3} />
                </span>
              </span>
              <span className={styles.tileLabel}>{o.label}</span>
            </button>
          );
        })}
      </div>
    );
  }
  if (options.every((o) => o.label.length <= CHIP_MAX_LABEL)) {
    // Chips are toggle buttons (aria-pressed), for one choice or several.
    return (
      <div role="group" aria-label={label} className={styles.chips}>
        {options.map((o) => (
          <Chip key={o.value} selected={chosen.includes(o.value)} className={styles.chip} onClick={() => onToggle(o.value)}>
            {o.label}
          </Chip>
        ))}
      </div>
    );
  }
  return (
    <div role={groupRole} aria-label={label} className={styles.rows}>
      {options.map((o) => {
        const on = chosen.includes(o.value);
        return (
          <button key={o.value} type="button" role={role} aria-checked={on} className={styles.row} data-on={on ? '' : undefined} onClick={() => onToggle(o.value)}>
            <span className={styles.rowMark} data-shape={multiple ? 'square' : 'round'} aria-hidden="true">
              {on && <Check size={14} strokeWidth={3} />}
            </span>
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
