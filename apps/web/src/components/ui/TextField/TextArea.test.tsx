import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

function Controlled({ error, maxLength = 20 }: { error?: string; maxLength?: number }) {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="요청 사항"
      mark="optional"
      hint="5자 이상 적어 주세요."
      error={error}
      value={value}
      maxLength={maxLength}
      count={value.trim().length}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

describe('TextArea', () => {
  it('labels the field and describes it with the hint and the live count', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const field = screen.getByRole('textbox', { name: '요청 사항 (선택)' });
    expect(field).toHaveAccessibleDescription('5자 이상 적어 주세요. 글자 수 0 / 20');
    await user.type(field, ' 거실 ');
    expect(screen.getByText('2 / 20')).not.toHaveAttribute('data-full');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('marks the counter when the limit is reached', async () => {
    const user = userEvent.setup();
    render(<Controlled maxLength={4} />);
    await user.type(screen.getByRole('textbox'), '가나다라마');
    expect(screen.getByRole('textbox')).toHaveValue('가나다라');
    expect(screen.getByText('4 / 4')).toHaveAttribute('data-full');
  });

  it('shows an error instead of the hint and marks the field invalid', () => {
    render(<Controlled error="요청 사항을 적어 주세요." />);
    const field = screen.getByRole('textbox', { name: /요청 사항/ });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('요청 사항을 적어 주세요.');
    expect(screen.queryByText('5자 이상 적어 주세요.')).not.toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('요청 사항을 적어 주세요. 글자 수 0 / 20');
  });

  it('can be invalid with its message elsewhere, a hidden label and something beside the label', () => {
    render(<TextArea label="하고 싶은 말" hideLabel invalid value="" labelAside={<button type="button">추천</button>} onChange={() => {}} />);
    const field = screen.getByRole('textbox', { name: '하고 싶은 말' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '추천' })).toBeInTheDocument();
  });
});
