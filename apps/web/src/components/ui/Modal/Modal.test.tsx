import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertModal, ConfirmModal } from './ConfirmModal';
import { ImageModal } from './ImageModal';
import { Modal } from './Modal';
import { UpdateModal } from './UpdateModal';

afterEach(() => {
  vi.useRealTimers();
});

describe('ConfirmModal', () => {
  it('shows title, body and named actions', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmModal
        isOpen
        onClose={onClose}
        onConfirm={onConfirm}
        title="장바구니에서 뺄까요?"
        body="선택한 상품 1개를 장바구니에서 빼요."
        confirmLabel="빼기"
        cancelLabel="그대로 두기"
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: '장바구니에서 뺄까요?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('선택한 상품 1개를 장바구니에서 빼요.');
    await userEvent.click(screen.getByRole('button', { name: '빼기' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '그대로 두기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('portals into document.body and locks scrolling', () => {
    const { container } = render(<ConfirmModal isOpen onClose={() => {}} onConfirm={() => {}} title="삭제할까요?" />);
    expect(container).toBeEmptyDOMElement();
    expect(document.body).toContainElement(screen.getByRole('alertdialog'));
    expect(document.body.style.position).toBe('fixed');
  });

  it('closes on Escape and overlay click', async () => {
    const onClose = vi.fn();
    render(<ConfirmModal isOpen onClose={onClose} onConfirm={() => {}} title="삭제할까요?" />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByTestId('dialog-overlay'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('moves focus in, keeps Tab inside and gives focus back', async () => {
    const { rerender } = render(
      <>
        <button type="button">열기</button>
        <ConfirmModal isOpen={false} onClose={() => {}} onConfirm={() => {}} title="삭제할까요?" confirmLabel="삭제하기" />
      </>,
    );
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    rerender(
      <>
        <button type="button">열기</button>
        <ConfirmModal isOpen onClose={() => {}} onConfirm={() => {}} title="삭제할까요?" confirmLabel="삭제하기" />
      </>,
    );
    expect(screen.getByRole('alertdialog')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '삭제하기' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: '삭제하기' })).toHaveFocus();

    rerender(
      <>
        <button type="button">열기</button>
        <ConfirmModal isOpen={false} onClose={() => {}} onConfirm={() => {}} title="삭제할까요?" confirmLabel="삭제하기" />
      </>,
    );
    // Focus returns as soon as the modal starts closing.
    expect(opener).toHaveFocus();
  });

  it('animates out for 250 ms before unmounting and releases the scroll lock', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Modal isOpen onClose={() => {}} title="안내" />);
    rerender(<Modal isOpen={false} onClose={() => {}} title="안내" />);
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(249);
    });
    expect(screen.queryByRole('dialog', { hidden: true })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(document.body.style.position).toBe('');
  });
});

describe('AlertModal', () => {
  it('has a single action that defaults to closing', async () => {
    const onClose = vi.fn();
    render(<AlertModal isOpen onClose={onClose} title="쿠폰을 받았어요" confirmLabel="좋아요" />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '좋아요' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ImageModal', () => {
  it('shows the image, a confirm button and an underlined cancel link', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ImageModal
        isOpen
        onClose={() => {}}
        src="/files/event.png"
        alt="입주 청소 특가 이벤트"
        confirmLabel="이벤트 보기"
        onConfirm={onConfirm}
        cancelLabel="오늘 하루 보지 않기"
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: '입주 청소 특가 이벤트' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '입주 청소 특가 이벤트' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '이벤트 보기' }));
    await userEvent.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('UpdateModal', () => {
  it('asks to update and cannot be dismissed', async () => {
    const onUpdate = vi.fn();
    render(<UpdateModal isOpen onUpdate={onUpdate} />);
    expect(screen.getByText('안정적인 서비스 이용을 위해 최신 버전으로 업데이트해 주세요.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('dialog-overlay'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '앱 업데이트' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});
