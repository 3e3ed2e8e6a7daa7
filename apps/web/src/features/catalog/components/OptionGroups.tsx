import type { ItemOptionGroup } from '@ipju/contract';
import { Check } from 'lucide-react';
import { cx } from '../../../lib/cx';
import { formatWon } from '../../../lib/format';
import type { OptionSelection } from './options';
import styles from './OptionGroups.module.css';

export interface OptionGroupsProps {
  groups: readonly ItemOptionGroup[];
  selection: OptionSelection;
  onToggle: (group: ItemOptionGroup, optionIdx: number) => void;
}

/** Option groups as radio (one choice) or checkbox (several) rows with their prices. */
export function OptionGroups({ groups, selection, onToggle }: OptionGroupsProps) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const single = !group.multiple || group.kind === 'pyeong';
        const chosen = selection[group.groupIdx] ?? [];
        return (
          <fieldset key={group.groupIdx} className={styles.group}>
            <legend className={styles.legend}>
              {group.name}
              <span className={cx(styles.tag, group.required && styles.required)}>
                {group.required ? '필수' : single ? '선택' : '여러 개 선택'}
              </span>
            </legend>
            <div className={styles.options}>
              {group.options.map((option) => {
                const checked = chosen.includes(option.optionIdx);
                return (
                  <label key={option.optionIdx} className={cx(styles.option, checked && styles.checked)}>
                    <input
                      type={single ? 'radio' : 'checkbox'}
                      name={`option-group-${group.groupIdx}`}
                      className={styles.input}
                      checked={checked}
                      onChange={() => onToggle(group, option.optionIdx)}
                      onClick={(event) => {
                        // Lets an optional radio be cleared by choosing it again.
                        if (single && checked && !group.required) {
                          event.preventDefault();
                          onToggle(group, option.optionIdx);
                        }
                      }}
                    />
                    <span className={cx(styles.mark, single ? styles.radio : styles.box)} aria-hidden="true">
                      {checked && !single && <Check size={14} strokeWidth={3} />}
                    </span>
                    <span className={styles.optionName}>{option.name}</span>
                    <span className={styles.optionPrice}>
                      {group.kind === 'pyeong' ? formatWon(option.price) : option.price > 0 ? `+${formatWon(option.price)}` : '포함'}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
