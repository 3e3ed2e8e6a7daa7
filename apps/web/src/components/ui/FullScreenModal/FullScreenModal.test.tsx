import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FullScreenModal } from './FullScreenModal';

describe('FullScreenModal', () => {
  it('shows an optional title and a close button', async () => {
    const onClose = vi.fn();
    render(
      <FullScreenModal isOpen onClose={onClose} title="이용약관">
        <p>약관 내용</p>
      </FullScreenModal>,
    );
    expect(screen.getByRole('dialog', { name: '이용약관' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can hide the close button and use dark mode', () => {
    render(
      <FullScreenModal isOpen onClose={() => {}} aria-label="동영상" dark hideCloseButton>
        <p>영상</p>
      </FullScreenModal>,
    );
    const dialog = screen.getByRole('dialog', { name: '동영상' });
    expect(screen.queryByRole('button', { name: '닫기' })).not.toBeInTheDocument();
    expect(dialog.parentElement).toHaveAttribute('data-dark', 'true');
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(
      <FullScreenModal isOpen onClose={onClose} title="안내">
        내용
      </FullScreenModal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
