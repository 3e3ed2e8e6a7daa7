import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useModal } from './ModalHost';

export interface LeaveGuardText {
  /** '작성 중인 후기가 사라져요' */
  title: string;
  body?: string;
}

/**
 * Asks before leaving a page whose input would be lost (a review being written, a 총평): any navigation in the
 * app, including the back button and the native app's back gesture (history), waits for "나가기"; closing or
 * reloading the tab gets the browser's own question. `unsaved()` is read at the moment of leaving, so a form
 * that has just been sent (and navigates away itself) says false then and is never stopped.
 */
export function useLeaveGuard(unsaved: () => boolean, text: LeaveGuardText) {
  const modal = useModal();
  // Read when needed (at a navigation, when the answer comes), so nothing goes stale between renders.
  const latest = useRef({ unsaved, text, modal });
  latest.current = { unsaved, text, modal };
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && latest.current.unsaved());
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let gone = false;
    const { modal: host, text: words } = latest.current;
    void host
      .confirm({ title: words.title, body: words.body, confirmLabel: '나가기', cancelLabel: '계속 쓰기', confirmVariant: 'danger' })
      .then((leave) => {
        if (gone) return;
        const now = blockerRef.current;
        if (now.state !== 'blocked') return;
        if (leave) now.proceed();
        else now.reset();
      });
    return () => {
      gone = true;
    };
  }, [blocker.state]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (latest.current.unsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
