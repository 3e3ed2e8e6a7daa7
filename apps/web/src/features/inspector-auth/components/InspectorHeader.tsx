import { createContext, useContext, useEffect, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';

export interface InspectorHeaderOptions {
  /** The page's title in the console header. */
  title: string;
  /** Shows a back button going to the previous page, or to this path when there is none. */
  backTo?: string;
}

type Setter = Dispatch<SetStateAction<InspectorHeaderOptions | null>>;

export const InspectorHeaderContext = createContext<Setter | null>(null);

/** State of the console header, owned by the shell (app/inspector/InspectorShell). */
export function useInspectorHeaderState() {
  return useState<InspectorHeaderOptions | null>(null);
}

/** Sets the console header's title (and back button) while the calling page is shown. */
export function useInspectorHeader(options: InspectorHeaderOptions): void {
  const set = useContext(InspectorHeaderContext);
  const { title, backTo } = options;
  useEffect(() => {
    if (!set) return undefined;
    set({ title, backTo });
    return () => set(null);
  }, [set, title, backTo]);
}
