import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Chip } from './Chip';

describe('Chip', () => {
  it('exposes its selected state', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Chip onClick={onClick}>사진 리뷰만</Chip>);
    const chip = screen.getByRole('button', { name: '사진 리뷰만' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    expect(onClick).toHaveBeenCalled();
    rerender(
      <Chip selected onClick={onClick}>
        사진 리뷰만
      </Chip>,
    );
    expect(chip).toHaveAttribute('aria-pressed', 'true');
  });
});
