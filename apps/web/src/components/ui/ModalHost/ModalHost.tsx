import { createContext, Suspense, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { SHEET_CLOSE_MS } from '../../../styles/tokens';
import type { AlertModalProps, ConfirmModalProps } from '../Modal/ConfirmModal';
import { onDemand } from '../../../lib/on-demand';

/*
 * The host sits in every page's shell, but a confirm or alert opens only after a tap: their code (and the
 * dialog's styles) is fetched once the page is up instead of blocking every page's first paint.
 */
const confirmModal = onDemand(async () => (await import('../Modal/ConfirmModal')).ConfirmModal);
const alertModal = onDemand(async () => (await import('../Modal/ConfirmModal')).AlertModal);
const ConfirmModal = confirmModal.Component;
const AlertModal = alertModal.Component;

/** What a queued modal's render function receives. */
export interface ModalControls {
  isOpen: boolean;
  close: () => void;
}

export type ModalRender = (controls: ModalControls) => ReactNode;

interface ModalEntry {
  id: number;
  owner: string;
  render: ModalRender;
  isOpen: boolean;
  onClosed?: () => void;
}

interface ModalStore {
  entries: ModalEntry[];
  open: (owner: string, render: ModalRender, onClosed?: () => void) => number;
  close: (owner: string, id?: number) => void;
}

const ModalContext = createContext<ModalStore | null>(null);

/**
 * Holds the modal queue (SPEC section 4): each entry is open, then closed (its exit animation
 * runs), then removed. Place it inside the router so modal content can use router hooks.
 */
export function ModalProvider({ children }: { children?: ReactNode }) {
  const [entries, setEntries] = useState<ModalEntry[]>([]);
  const entriesRef = useRef<ModalEntry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const update = useCallback((fn: (list: ModalEntry[]) => ModalEntry[]) => {
    entriesRef.current = fn(entriesRef.current);
    setEntries(entriesRef.current);
  }, []);

  const closeWhere = useCallback(
    (match: (entry: ModalEntry) => boolean) => {
      const closing = entriesRef.current.filter((e) => e.isOpen && match(e));
      if (closing.length === 0) return;
      const ids = new Set(closing.map((e) => e.id));
      update((list) => list.map((e) => (ids.has(e.id) ? { ...e, isOpen: false } : e)));
      closing.forEach((e) => e.onClosed?.());
      // Remove once the longest exit animation (sheet, 300 ms) has run.
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        update((list) => list.filter((e) => !ids.has(e.id)));
      }, SHEET_CLOSE_MS);
      timers.current.add(timer);
    },
    [update],
  );

  const open = useCallback(
    (owner: string, render: ModalRender, onClosed?: () => void) => {
      // Per hook instance only one modal is open: opening a new one closes the previous.
      closeWhere((e) => e.owner === owner);
      const id = nextId.current++;
      update((list) => [...list, { id, owner, render, isOpen: true, onClosed }]);
      return id;
    },
    [closeWhere, update],
  );

  const close = useCallback(
    (owner: string, id?: number) => closeWhere((e) => e.owner === owner && (id === undefined || e.id === id)),
    [closeWhere],
  );

  useEffect(() => {
    const set = timers.current;
    return () => set.forEach(clearTimeout);
  }, []);

  // After the first paint: fetch the confirm and alert modals' code so that the first one opens at once.
  useEffect(() => {
    void confirmModal.preload();
    void alertModal.preload();
  }, []);

  const store = useMemo(() => ({ entries, open, close }), [entries, open, close]);

  return (
    <ModalContext.Provider value={store}>
      {children}
      {entries.map((entry) => (
        <Suspense key={entry.id} fallback={null}>
          {entry.render({ isOpen: entry.isOpen, close: () => close(entry.owner, entry.id) })}
        </Suspense>
      ))}
    </ModalContext.Provider>
  );
}

export type ConfirmOptions = Omit<ConfirmModalProps, 'isOpen' | 'onClose' | 'onConfirm' | 'onCancel'>;
export type AlertOptions = Omit<AlertModalProps, 'isOpen' | 'onClose' | 'onConfirm'>;

export interface UseModalResult {
  /** Opens a modal, closing the one this hook opened before. Returns its id. */
  open: (render: ModalRender) => number;
  /** Closes the modal this hook opened. */
  close: () => void;
  /** Whether this hook currently has an open modal. */
  isOpen: boolean;
  /** ConfirmModal; resolves true on confirm, false on cancel or any other close. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** AlertModal; resolves when closed. */
  alert: (options: AlertOptions) => Promise<void>;
}

export function useModal(): UseModalResult {
  const store = useContext(ModalContext);
  if (!store) throw new Error('useModal must be used inside <ModalProvider>.');
  const owner = useId();
  const { open: storeOpen, close: storeClose, entries } = store;

  // Close this hook's modals when its component unmounts.
  useEffect(() => () => storeClose(owner), [owner, storeClose]);

  const open = useCallback((render: ModalRender) => storeOpen(owner, render), [owner, storeOpen]);
  const close = useCallback(() => storeClose(owner), [owner, storeClose]);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        storeOpen(
          owner,
          ({ isOpen, close: closeThis }) => (
            <ConfirmModal
              {...options}
              isOpen={isOpen}
              onClose={closeThis}
              onConfirm={() => {
                resolve(true);
                closeThis();
              }}
            />
          ),
          () => resolve(false),
        );
      }),
    [owner, storeOpen],
  );

  const alert = useCallback(
    (options: AlertOptions) =>
      new Promise<void>((resolve) => {
        storeOpen(owner, ({ isOpen, close: closeThis }) => <AlertModal {...options} isOpen={isOpen} onClose={closeThis} />, () =>
          resolve(),
        );
      }),
    [owner, storeOpen],
  );

  const isOpen = entries.some((e) => e.owner === owner && e.isOpen);
  return { open, close, isOpen, confirm, alert };
}
