import type { ReactNode } from 'react';
import { formatPhone, phoneDigits } from '../../../lib/format';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

export interface PhoneInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'label'> {
  /** Digits or a formatted number; shown as 010-1234-5678. */
  value: string;
  /** Digits only (what to send) and the formatted text. */
  onValueChange: (digits: string, formatted: string) => void;
  /** Default '휴대폰 번호'. */
  label?: ReactNode;
}

/** Phone number field that adds hyphens while typing. */
export function PhoneInput({ value, onValueChange, label = '휴대폰 번호', placeholder = '010-0000-0000', ...rest }: PhoneInputProps) {
  return (
    <TextField
      {...rest}
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={placeholder}
      maxLength={13}
      value={formatPhone(value)}
      onChange={(event) => {
        const formatted = formatPhone(event.target.value);
        onValueChange(phoneDigits(formatted), formatted);
      }}
    />
  );
}
