import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from '../BottomSheet/BottomSheet';
import { FullScreenModal } from '../FullScreenModal/FullScreenModal';
import { DIALOG_CLEARANCE_VAR } from '../internal/dialog-clearance';
import { ToastProvider, useToast } from './Toast';
import type { ToastOptions } from './Toast';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function Trigger({ options }: { options: ToastOptions | string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      보여주기
    </button>
  );
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('Toast', () => {
  it('shows for 3000 ms, fades, and is removed 500 ms later', async () => {
    render(
      <ToastProvider>
        <Trigger options="장바구니에 담았어요" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '보여주기' }));
    const toast = screen.getByText('장바구니에 담았어요').parentElement!;
    expect(screen.getByRole('status')).toHaveTextContent('장바구니에 담았어요');
    expect(toast).toHaveAttribute('data-phase', 'visible');

    await advance(2999);
    expect(toast).toHaveAttribute('data-phase', 'visible');
    await advance(1);
    expect(toast).toHaveAttribute('data-phase', 'hiding');
    await advance(499);
    expect(screen.getByText('장바구니에 담았어요')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('장바구니에 담았어요')).not.toBeInTheDocument();
  });

  it('offers an action labelled 이동 by default', async () => {
    const onAction = vi.fn();
    render(
      <ToastProvider>
        <Trigger options={{ message: '장바구니에 담았어요', onAction, duration: 5000 }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '보여주기' }));
    fireEvent.click(screen.getByRole('button', { name: '이동' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.getByText('장바구니에 담았어요').parentElement).toHaveAttribute('data-phase', 'hiding');
  });

  it('uses a custom action label and duration', async () => {
    render(
      <ToastProvider>
        <Trigger options={{ message: '쿠폰을 받았어요', actionLabel: '쿠폰함 보기', onAction: () => {}, duration: 1000 }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '보여주기' }));
    expect(screen.getByRole('button', { name: '쿠폰함 보기' })).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText('쿠폰을 받았어요').parentElement).toHaveAttribute('data-phase', 'hiding');
  });

  it('has no action button without onAction', () => {
    render(
      <ToastProvider>
        <Trigger options="저장했어요" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '보여주기' }));
    expect(screen.queryByRole('button', { name: '이동' })).not.toBeInTheDocument();
  });

  it('replaces the visible toast with a new one', async () => {
    function Two() {
      const toast = useToast();
      return (
        <>
          <button type="button" onClick={() => toast.show('첫 번째')}>
            1
          </button>
          <button type="button" onClick={() => toast.show('두 번째')}>
            2
          </button>
        </>
      );
    }
    render(
      <ToastProvider>
        <Two />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await advance(0);
    expect(screen.getByText('첫 번째').parentElement).toHaveAttribute('data-phase', 'hiding');
    expect(screen.getByText('두 번째').parentElement).toHaveAttribute('data-phase', 'visible');
  });

  it('rises above an open bottom sheet so its buttons stay visible, and comes back down when the sheet closes', async () => {
    // Layout jsdom does not compute: an 800 px screen, the sheet's panel starting 420 px down (380 px tall).
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return this.hasAttribute('data-variant') ? 800 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'dialog' ? 420 : 0;
    });
    function Page({ open }: { open: boolean }) {
      const toast = useToast();
      return (
        <>
          <button type="button" onClick={() => toast.show('입주에 오신 걸 환영해요!')}>
            환영
          </button>
          <BottomSheet isOpen={open} onClose={() => {}} aria-label="방문 날짜">
            <BottomSheet.Footer>
              <button type="button">선택 완료</button>
            </BottomSheet.Footer>
          </BottomSheet>
        </>
      );
    }
    const { rerender } = render(
      <ToastProvider>
        <Page open />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '환영', hidden: true }));
    expect(screen.getByText('입주에 오신 걸 환영해요!')).toBeInTheDocument();
    // 8 px above the sheet's top (380 px up), never under the top edge; the shell's offset is the floor.
    expect(document.documentElement.style.getPropertyValue(DIALOG_CLEARANCE_VAR)).toBe('380px');
    const bottom = screen.getByTestId('toast-region').style.bottom;
    expect(bottom).toContain(`calc(var(${DIALOG_CLEARANCE_VAR}, 0px) + 8px)`);
    expect(bottom).toContain('72px');

    rerender(
      <ToastProvider>
        <Page open={false} />
      </ToastProvider>,
    );
    await advance(0);
    // Closing: the toast goes back to its place at once (the sheet is on its way out).
    expect(document.documentElement.style.getPropertyValue(DIALOG_CLEARANCE_VAR)).toBe('');
    vi.restoreAllMocks();
  });

  it('stays at its place over a full-screen modal, which leaves no room above it', () => {
    render(
      <ToastProvider>
        <FullScreenModal isOpen onClose={() => {}} title="사진">
          <p>사진</p>
        </FullScreenModal>
      </ToastProvider>,
    );
    expect(document.documentElement.style.getPropertyValue(DIALOG_CLEARANCE_VAR)).toBe('');
  });

  it('sits at the bottom offset computed by the shell', () => {
    const { rerender } = render(<ToastProvider />);
    expect(screen.getByTestId('toast-region').style.bottom).toContain('72px');
    rerender(<ToastProvider bottomOffset={10} />);
    expect(screen.getByTestId('toast-region').style.bottom).toContain('10px');
  });
});
