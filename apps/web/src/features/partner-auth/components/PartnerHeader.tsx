import { createContext, useContext, useEffect, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';

export interface PartnerHeaderOptions {
  /** The page's title in the console header (the company name moves to the line above it). */
  title: string;
  /** Shows a back button going to the previous page, or to this path when there is none. */
  backTo?: string;
}

type Setter = Dispatch<SetStateAction<PartnerHeaderOptions | null>>;

export const PartnerHeaderContext = createContext<Setter | null>(null);

/** State of the console header, owned by the shell (app/partner/PartnerShell). */
export function usePartnerHeaderState() {
  return useState<PartnerHeaderOptions | null>(null);
}

/**
 * Sets the console header's title (and back button) while the calling page is shown:
 * `usePartnerHeader({ title: '주문 상세', backTo: '/partner/orders' })`. Without it the header shows the
 * company name only (the tab pages). Also sets the document title.
 */
export function usePartnerHeader(options: PartnerHeaderOptions): void {
  const set = useContext(PartnerHeaderContext);
  const { title, backTo } = options;
  useEffect(() => {
    if (!set) return undefined;
    set({ title, backTo });
    return () => set(null);
  }, [set, title, backTo]);
}
