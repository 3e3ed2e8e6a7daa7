import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, networkError } from '../../../test/api-mock';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it('tells a dropped connection from a server error', () => {
    const { unmount } = render(<LoadError title="주문을 불러오지 못했어요" error={networkError()} onRetry={vi.fn()} />);
    expect(screen.getByText('인터넷 연결을 확인하고 다시 시도해 주세요.')).toBeInTheDocument();
    unmount();
    render(<LoadError title="주문을 불러오지 못했어요" error={apiError(500, 'Internal Server Error')} onRetry={vi.fn()} />);
    expect(screen.getByText('일시적인 문제로 처리하지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(screen.queryByText(/인터넷/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도하기' })).toBeInTheDocument();
  });

  it('without an error it does not guess the connection', () => {
    render(<LoadError onRetry={vi.fn()} />);
    expect(screen.getByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
  });
});
