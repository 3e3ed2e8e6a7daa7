import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces loading by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중이에요');
  });

  it('can be silent inside a labelled control', () => {
    render(<Spinner label={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
  });
});
