import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonGroup, SkeletonText } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive tech and takes the given size', () => {
    render(<Skeleton width={120} height={20} />);
    const block = screen.getByTestId('skeleton');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ width: '120px', height: '20px' });
  });

  it('groups announce loading once', () => {
    render(
      <SkeletonGroup>
        <SkeletonText lines={3} />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중이에요');
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3);
  });
});
