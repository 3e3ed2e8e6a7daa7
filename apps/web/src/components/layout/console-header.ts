import { createContext, useContext, useEffect, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';

/**
 * The title line of a console's header (the partner and the inspector consoles), set by the page being shown.
 * Each console's shell owns the state and provides the context; its pages call `useConsoleHeader`.
 */
export interface ConsoleHeaderOptions {
  /** The page's title in the console header (the company name moves to the line above it). */
  title: string;
  /** Shows a back button going to the previous page, or to this path when there is none. */
  backTo?: string;
}

type Setter = Dispatch<SetStateAction<ConsoleHeaderOptions | null>>;

export const ConsoleHeaderContext = createContext<Setter | null>(null);

/** State of the console header, owned by a console's shell. */
export function useConsoleHeaderState() {
  return useState<ConsoleHeaderOptions | null>(null);
}

/**
 * Sets the console header's title (and back button) while the calling page is shown:
 * `useConsoleHeader({ title: '주문 상세', backTo: '/partner/orders' })`. Without it the header shows the
 * company name only (the tab pages).
 */
export function useConsoleHeader(options: ConsoleHeaderOptions): void {
  const set = useContext(ConsoleHeaderContext);
  const { title, backTo } = options;
  useEffect(() => {
    if (!set) return undefined;
    set({ title, backTo });
    return () => set(null);
  }, [set, title, backTo]);
}
