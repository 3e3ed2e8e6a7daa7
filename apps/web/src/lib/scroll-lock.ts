import { useEffect } from 'react';

/**
 * Body scroll lock shared by every modal and sheet (SPEC section 4): the body is fixed while at
 * least one lock is active; at zero it is released and the scroll position restored.
 */

let lockCount = 0;
let savedScrollY = 0;
let savedStyle: Partial<Record<'position' | 'top' | 'left' | 'right' | 'width' | 'overflow' | 'paddingRight', string>> =
  {};

function applyLock(): void {
  const { body, documentElement } = document;
  savedScrollY = window.scrollY || documentElement.scrollTop || 0;
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
  savedStyle = {
    position: body.style.position,
    top: body.style.top,
    left: body.style.left,
    right: body.style.right,
    width: body.style.width,
    overflow: body.style.overflow,
    paddingRight: body.style.paddingRight,
  };
  body.style.position = 'fixed';
  body.style.top = `-${savedScrollY}px`;
  body.style.left = '0';
  body.style.right = '0';
  body.style.width = '100%';
  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  body.dataset.scrollLocked = 'true';
}

function releaseLock(): void {
  const { body } = document;
  body.style.position = savedStyle.position ?? '';
  body.style.top = savedStyle.top ?? '';
  body.style.left = savedStyle.left ?? '';
  body.style.right = savedStyle.right ?? '';
  body.style.width = savedStyle.width ?? '';
  body.style.overflow = savedStyle.overflow ?? '';
  body.style.paddingRight = savedStyle.paddingRight ?? '';
  delete body.dataset.scrollLocked;
  window.scrollTo(0, savedScrollY);
}

/** Adds one lock; returns an idempotent release function. */
export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  if (lockCount === 0) applyLock();
  lockCount += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount = Math.max(0, lockCount - 1);
    if (lockCount === 0) releaseLock();
  };
}

export function activeScrollLocks(): number {
  return lockCount;
}

/** Holds a scroll lock while `active` is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    return lockScroll();
  }, [active]);
}
