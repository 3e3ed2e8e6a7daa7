import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

function Controlled() {
  const [checked, setChecked] = useState(false);
  return <Checkbox label="전체 동의" description="선택 항목 포함" checked={checked} onChange={setChecked} />;
}

describe('Checkbox', () => {
  it('toggles by clicking the label and with the keyboard', async () => {
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: '전체 동의' });
    expect(box).toHaveAccessibleDescription('선택 항목 포함');
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('전체 동의'));
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });
});
