import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says what would be here and offers the next step', async () => {
    const onClick = vi.fn();
    render(
      <EmptyState
        title="장바구니가 비어 있어요"
        description="우리 단지 특가 상품을 둘러보세요."
        action={<Button onClick={onClick}>특가 보러 가기</Button>}
      />,
    );
    expect(screen.getByText('장바구니가 비어 있어요')).toBeInTheDocument();
    expect(screen.getByText('우리 단지 특가 상품을 둘러보세요.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '특가 보러 가기' }));
    expect(onClick).toHaveBeenCalled();
  });
});
