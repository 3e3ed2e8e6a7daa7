import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { BottomSheet } from './BottomSheet';

afterEach(() => {
  vi.useRealTimers();
});

function Harness({ closeOnOverlayClick, onExited }: { closeOnOverlayClick?: boolean; onExited?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <BottomSheet
        isOpen={open}
        onClose={() => setOpen(false)}
        closeOnOverlayClick={closeOnOverlayClick}
        onExited={onExited}
      >
        <BottomSheet.Header title="옵션 선택" />
        <BottomSheet.Content>
          <p>평형을 골라 주세요.</p>
        </BottomSheet.Content>
        <BottomSheet.Footer>
          <Button onClick={() => setOpen(false)}>선택 완료</Button>
        </BottomSheet.Footer>
      </BottomSheet>
    </>
  );
}

describe('BottomSheet', () => {
  it('is a labelled modal dialog with header, content and footer', () => {
    render(<Harness />);
    const sheet = screen.getByRole('dialog', { name: '옵션 선택' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('평형을 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '선택 완료' })).toBeInTheDocument();
  });

  it('goes open -> closing -> unmounted over 300 ms', () => {
    vi.useFakeTimers();
    const onExited = vi.fn();
    render(<Harness onExited={onExited} />);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    const root = screen.getByRole('dialog', { hidden: true }).parentElement!;
    expect(root).toHaveAttribute('data-state', 'closing');
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('closes on overlay click by default and on Escape', async () => {
    const { unmount } = render(<Harness />);
    await userEvent.click(screen.getByTestId('dialog-overlay'));
    expect(screen.getByRole('dialog', { hidden: true }).parentElement).toHaveAttribute('data-state', 'closing');
    unmount();

    render(<Harness />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { hidden: true }).parentElement).toHaveAttribute('data-state', 'closing');
  });

  it('ignores overlay clicks when closeOnOverlayClick is false', async () => {
    render(<Harness closeOnOverlayClick={false} />);
    await userEvent.click(screen.getByTestId('dialog-overlay'));
    expect(screen.getByRole('dialog').parentElement).toHaveAttribute('data-state', 'open');
  });

  it('reopens while closing', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    fireEvent.click(screen.getByRole('button', { name: '열기', hidden: true }));
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
