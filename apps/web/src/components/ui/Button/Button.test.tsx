import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BottomCTA, Button, CTA_HEIGHT_VAR } from './Button';

describe('Button', () => {
  it('is a named button that calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>결제하기</Button>);
    await userEvent.click(screen.getByRole('button', { name: '결제하기' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('blocks clicks and shows busy state while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        예약하기
      </Button>,
    );
    const button = screen.getByRole('button', { name: '예약하기' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        쿠폰 받기
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: '쿠폰 받기' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('BottomCTA', () => {
  it('renders the main actions with an optional caption', () => {
    render(
      <BottomCTA caption="총 123,000원">
        <Button size="lg">결제하기</Button>
      </BottomCTA>,
    );
    expect(screen.getByText('총 123,000원')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '결제하기' })).toBeInTheDocument();
  });

  it('while fixed, tells toasts its height so they appear above it, and forgets it when gone', () => {
    const { unmount } = render(
      <BottomCTA>
        <Button size="lg">결제하기</Button>
      </BottomCTA>,
    );
    expect(document.documentElement.style.getPropertyValue(CTA_HEIGHT_VAR)).toMatch(/^\d+px$/);
    unmount();
    expect(document.documentElement.style.getPropertyValue(CTA_HEIGHT_VAR)).toBe('');
  });
});
