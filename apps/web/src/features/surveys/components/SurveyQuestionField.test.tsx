import type { SurveyAnswerValue } from '@ipju/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { question } from '../test/fixtures';
import { SurveyQuestionField } from './SurveyQuestionField';

function Harness({ q }: { q: Parameters<typeof SurveyQuestionField>[0]['question'] }) {
  const [value, setValue] = useState<SurveyAnswerValue | null>(null);
  return (
    <>
      <SurveyQuestionField question={q} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('SurveyQuestionField', () => {
  it('moves the stars with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness q={question({})} />);
    await user.click(screen.getByRole('radio', { name: '3점 보통이에요' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('value')).toHaveTextContent('4');
    expect(screen.getByRole('radio', { name: '4점 좋아요' })).toHaveAttribute('aria-checked', 'true');
  });

  it('toggles several chips of a multiple question and says it is optional', async () => {
    const user = userEvent.setup();
    const options = ['거실', '침실', '주방'].map((label, i) => ({ value: `o${i + 1}`, label, imageUrl: null }));
    render(<Harness q={question({ kind: 'multiple', title: '꾸밀 공간', options, required: false })} />);
    expect(screen.getByRole('heading', { name: /꾸밀 공간\s*\(선택\)/ })).toBeInTheDocument();
    expect(screen.getByText('여러 개 고를 수 있어요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '주방' }));
    await user.click(screen.getByRole('button', { name: '거실' }));
    await user.click(screen.getByRole('button', { name: '주방' }));
    expect(screen.getByTestId('value')).toHaveTextContent('["o1"]');
    expect(screen.getByRole('button', { name: '거실' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows picture tiles when the options have pictures', async () => {
    const user = userEvent.setup();
    const options = [
      { value: 'furn', label: '가구', imageUrl: '/files/seed/cat-furn-1.webp' },
      { value: 'curtain', label: '커튼 · 블라인드', imageUrl: '/files/seed/cat-curtain-1.webp' },
    ];
    render(<Harness q={question({ kind: 'single', title: '관심 있는 것', options })} />);
    await user.click(screen.getByRole('radio', { name: '커튼 · 블라인드' }));
    expect(screen.getByTestId('value')).toHaveTextContent('"curtain"');
  });

  it('counts text against its limit', async () => {
    const user = userEvent.setup();
    render(<Harness q={question({ kind: 'text', title: '하고 싶은 말', maxLength: 10 })} />);
    await user.type(screen.getByRole('textbox', { name: '하고 싶은 말' }), '가나다라마바사아자차카');
    expect(screen.getByTestId('value')).toHaveTextContent('"가나다라마바사아자차"');
    expect(screen.getByText('10 / 10', { exact: false })).toHaveAttribute('data-full');
  });
});
