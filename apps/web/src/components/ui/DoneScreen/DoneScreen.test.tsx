import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { DoneScreen } from './DoneScreen';

describe('DoneScreen', () => {
  it('is the page’s main part with the heading, what happens next, extra content and the actions', () => {
    render(
      <DoneScreen title="상담 신청이 접수되었어요" text="담당 매니저가 연락드릴게요." actions={<Button fullWidth>상담 내역 보기</Button>}>
        <p>희망 상담일 2026.12.10</p>
      </DoneScreen>,
    );
    const main = screen.getByRole('main');
    expect(screen.getByRole('heading', { level: 2, name: '상담 신청이 접수되었어요' })).toBeInTheDocument();
    expect(main).toHaveTextContent('담당 매니저가 연락드릴게요.');
    expect(screen.getByText('희망 상담일 2026.12.10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '상담 내역 보기' })).toBeInTheDocument();
  });
});
