import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from '../Modal/ConfirmModal';
import { Modal } from '../Modal/Modal';
import { ModalProvider, useModal } from './ModalHost';

afterEach(() => {
  vi.useRealTimers();
});

function Opener({ name }: { name: string }) {
  const modal = useModal();
  return (
    <div>
      <button type="button" onClick={() => modal.open(({ isOpen, close }) => <Modal isOpen={isOpen} onClose={close} title={`${name} A`} />)}>
        {name} A 열기
      </button>
      <button type="button" onClick={() => modal.open(({ isOpen, close }) => <Modal isOpen={isOpen} onClose={close} title={`${name} B`} />)}>
        {name} B 열기
      </button>
      <span>{modal.isOpen ? `${name} 열림` : `${name} 닫힘`}</span>
    </div>
  );
}

describe('useModal', () => {
  it('opens a modal and closes, then removes it', () => {
    vi.useFakeTimers();
    render(
      <ModalProvider>
        <Opener name="첫째" />
      </ModalProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '첫째 A 열기' }));
    expect(screen.getByRole('dialog', { name: '첫째 A' })).toBeInTheDocument();
    expect(screen.getByText('첫째 열림', { ignore: false })).toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { hidden: true }).parentElement).toHaveAttribute('data-state', 'closing');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('keeps one open modal per hook instance', () => {
    render(
      <ModalProvider>
        <Opener name="첫째" />
      </ModalProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '첫째 A 열기' }));
    fireEvent.click(screen.getByRole('button', { name: '첫째 B 열기', hidden: true }));
    expect(screen.getByRole('dialog', { name: '첫째 B' })).toBeInTheDocument();
    const dialogs = screen.getAllByRole('dialog', { hidden: true });
    const states = dialogs.map((d) => d.parentElement?.getAttribute('data-state'));
    expect(states).toEqual(['closing', 'open']);
  });

  it('lets different hook instances each keep a modal open', () => {
    render(
      <ModalProvider>
        <Opener name="첫째" />
        <Opener name="둘째" />
      </ModalProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '첫째 A 열기' }));
    fireEvent.click(screen.getByRole('button', { name: '둘째 A 열기', hidden: true }));
    const states = screen.getAllByRole('dialog', { hidden: true }).map((d) => d.parentElement?.getAttribute('data-state'));
    expect(states).toEqual(['open', 'open']);
  });

  it('confirm() resolves with the choice', async () => {
    const results: boolean[] = [];
    function Asker() {
      const modal = useModal();
      return (
        <button
          type="button"
          onClick={async () => {
            results.push(await modal.confirm({ title: '쿠폰을 쓸까요?', confirmLabel: '쿠폰 쓰기', cancelLabel: '나중에' }));
          }}
        >
          묻기
        </button>
      );
    }
    render(
      <ModalProvider>
        <Asker />
      </ModalProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '묻기' }));
    // The dialog's code arrives with the first confirm (loaded on demand), so it shows a moment after the tap.
    await userEvent.click(await screen.findByRole('button', { name: '쿠폰 쓰기' }));
    await userEvent.click(screen.getByRole('button', { name: '묻기', hidden: true }));
    await userEvent.click(await screen.findByRole('button', { name: '나중에' }));
    expect(results).toEqual([true, false]);
  });

  it('works with the modal components directly', () => {
    function Direct() {
      const [open, setOpen] = useState(true);
      return <ConfirmModal isOpen={open} onClose={() => setOpen(false)} onConfirm={() => setOpen(false)} title="확인할까요?" />;
    }
    render(<Direct />);
    expect(screen.getByRole('alertdialog', { name: '확인할까요?' })).toBeInTheDocument();
  });

  it('throws a clear error outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Opener name="x" />)).toThrow('useModal must be used inside <ModalProvider>.');
    spy.mockRestore();
  });
});
