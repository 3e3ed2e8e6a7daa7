import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activeScrollLocks, lockScroll, useScrollLock } from './scroll-lock';

function Locker({ active }: { active: boolean }) {
  useScrollLock(active);
  return null;
}

describe('scroll lock', () => {
  it('fixes the body while at least one lock is active and restores the position at zero', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 480 });
    const scrollTo = vi.spyOn(window, 'scrollTo');

    const releaseA = lockScroll();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-480px');

    const releaseB = lockScroll();
    releaseA();
    releaseA(); // idempotent
    expect(activeScrollLocks()).toBe(1);
    expect(document.body.style.position).toBe('fixed');

    releaseB();
    expect(activeScrollLocks()).toBe(0);
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 480);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('useScrollLock holds a lock while active', () => {
    const { rerender, unmount } = render(<Locker active />);
    expect(document.body.style.position).toBe('fixed');
    rerender(<Locker active={false} />);
    expect(document.body.style.position).toBe('');
    rerender(<Locker active />);
    unmount();
    expect(activeScrollLocks()).toBe(0);
  });
});
