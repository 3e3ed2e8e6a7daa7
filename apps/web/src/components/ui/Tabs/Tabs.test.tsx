import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { value: 'all', label: '전체' },
  { value: 'photo', label: '사진 리뷰' },
  { value: 'best', label: '베스트' },
] as const;

function Controlled() {
  const [value, setValue] = useState<'all' | 'photo' | 'best'>('all');
  return <Tabs items={items} value={value} onChange={setValue} aria-label="리뷰 보기" />;
}

describe('Tabs', () => {
  it('selects a tab by click', async () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: '리뷰 보기' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '사진 리뷰' }));
    expect(screen.getByRole('tab', { name: '사진 리뷰' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'false');
  });

  it('moves with arrow keys, Home and End', async () => {
    render(<Controlled />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: '전체' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '사진 리뷰' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '사진 리뷰' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '베스트' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');
  });
});
