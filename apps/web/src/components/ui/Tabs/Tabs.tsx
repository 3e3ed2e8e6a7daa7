import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './Tabs.module.css';
import { cx } from '../../../lib/cx';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** id of the tab panel this tab controls. */
  panelId?: string;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  'aria-label': string;
  /** 'line': underlined full-width tabs; 'chip': scrollable pill row. */
  variant?: 'line' | 'chip';
  /** Prefix for tab element ids (`${idPrefix}-${value}`), so panels can aria-labelledby them. */
  idPrefix?: string;
  className?: string;
}

/** Tab list with roving focus: arrow keys, Home and End move and select. */
export function Tabs<V extends string = string>({
  items,
  value,
  onChange,
  'aria-label': ariaLabel,
  variant = 'line',
  idPrefix,
  className,
}: TabsProps<V>) {
  const refs = useRef(new Map<V, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.value === value);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % enabled.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === null) return;
    const target = enabled[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.value);
    refs.current.get(target.value)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={ariaLabel}
      className={cx(styles.list, styles[variant], className)}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(el) => {
              if (el) refs.current.set(item.value, el);
              else refs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-${item.value}` : undefined}
            aria-selected={selected}
            aria-controls={item.panelId}
            tabIndex={selected ? 0 : -1}
            disabled={item.disabled}
            className={cx(styles.tab, selected && styles.selected)}
            onClick={() => onChange(item.value)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
