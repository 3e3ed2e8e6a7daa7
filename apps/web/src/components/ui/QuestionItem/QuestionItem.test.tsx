import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuestionItem } from './QuestionItem';

describe('QuestionItem', () => {
  it('opens to its answer when the question is tapped', async () => {
    render(<QuestionItem question="환불은 언제 되나요?" answer="취소 후 3영업일 안에 환불돼요." tag="취소/환불" />);
    const details = screen.getByText('환불은 언제 되나요?').closest('details')!;
    expect(details.open).toBe(false);
    expect(screen.getByText('취소/환불')).toBeInTheDocument();
    await userEvent.click(screen.getByText('환불은 언제 되나요?'));
    expect(details.open).toBe(true);
    expect(screen.getByText('취소 후 3영업일 안에 환불돼요.')).toBeVisible();
  });
});
