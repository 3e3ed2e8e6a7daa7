import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from './PhoneInput';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and describes it with hint text', () => {
    render(<TextField label="이름" hint="실명을 입력해 주세요" />);
    const input = screen.getByRole('textbox', { name: '이름' });
    expect(input).toHaveAccessibleDescription('실명을 입력해 주세요');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error and marks the field invalid', () => {
    render(<TextField label="이메일" error="이메일 주소를 다시 확인해 주세요" />);
    const input = screen.getByRole('textbox', { name: '이메일' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('이메일 주소를 다시 확인해 주세요');
  });
});

describe('PhoneInput', () => {
  it('adds hyphens while typing and reports digits', async () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <PhoneInput
          value={value}
          onValueChange={(digits, formatted) => {
            setValue(digits);
            onValueChange(digits, formatted);
          }}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: '휴대폰 번호' });
    await userEvent.type(input, '0101234');
    expect(input).toHaveValue('010-1234');
    await userEvent.type(input, '5678');
    expect(input).toHaveValue('010-1234-5678');
    expect(onValueChange).toHaveBeenLastCalledWith('01012345678', '010-1234-5678');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('ignores letters', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <PhoneInput value={value} onValueChange={setValue} />;
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: '휴대폰 번호' });
    await userEvent.type(input, '010abc99');
    expect(input).toHaveValue('010-99');
  });
});
