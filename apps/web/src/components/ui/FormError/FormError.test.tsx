import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormError } from './FormError';

describe('FormError', () => {
  it('reads the message out as an alert, and shows nothing without one', () => {
    const { rerender } = render(<FormError message={undefined} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError message="이미 신고한 글이에요." />);
    expect(screen.getByRole('alert')).toHaveTextContent('이미 신고한 글이에요.');
  });
});
