import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTimeModal } from './DateTimeModal';
import type { DateTimeModalProps, DateTimeValue } from './DateTimeModal';

afterEach(() => {
  vi.useRealTimers();
});

const TIME_OPTIONS = { '9': '오전 9시', '13': '오후 1시', null: '해피콜 때 정할게요' };

function Harness(props: Partial<DateTimeModalProps> & { onConfirm?: (v: DateTimeValue) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        일정 열기
      </button>
      <DateTimeModal
        isOpen={open}
        title="희망 시공일을 선택해 주세요"
        noDateText="아직 입주일이 정해지지 않았어요"
        tz={null}
        type="WithTimePicker"
        time={null}
        timeOptions={TIME_OPTIONS}
        minDate="2026-12-04"
        onClose={() => setOpen(false)}
        onConfirm={() => {}}
        {...props}
      />
    </>
  );
}

const day = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

describe('DateTimeModal step 0', () => {
  it('shows a Korean Sunday-first calendar titled with year and month', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: '희망 시공일을 선택해 주세요' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2026년 12월' })).toBeInTheDocument();
    const headers = within(screen.getByRole('grid')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    expect(screen.getByRole('button', { name: '취소' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '확인' })).toBeDisabled();
  });

  it('disables days before the earliest date and closed days', async () => {
    const onConfirm = vi.fn();
    render(<Harness type="DateOnly" disabledDates={['2026-12-10']} onConfirm={onConfirm} />);
    expect(day('12월 3일')).toHaveAttribute('aria-disabled', 'true');
    expect(day('12월 4일')).not.toHaveAttribute('aria-disabled');
    expect(day('12월 10일 목요일, 예약할 수 없는 날')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day('12월 3일'));
    await userEvent.click(day('12월 10일'));
    expect(screen.getByRole('button', { name: '확인' })).toBeDisabled();
    await userEvent.click(day('12월 5일'));
    expect(day('12월 5일')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onConfirm).toHaveBeenCalledWith({ tz: '2026-12-05', time: null });
  });

  it('uses the SPEC 5 rule (about today + 3 days, Seoul) without minDate', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00+09:00'));
    render(<Harness minDate={undefined} />);
    expect(screen.getByRole('heading', { name: '2026년 11월' })).toBeInTheDocument();
    expect(day('11월 25일')).toHaveAttribute('aria-disabled', 'true');
    expect(day('11월 26일')).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: '이전 달' })).toBeDisabled();
  });

  it('moves between months with prev/next buttons', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '다음 달' }));
    expect(screen.getByRole('heading', { name: '2027년 1월' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '이전 달' }));
    expect(screen.getByRole('heading', { name: '2026년 12월' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이전 달' })).toBeDisabled();
  });

  it('ticking undecided clears the date; choosing a date clears undecided', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(day('12월 5일'));
    expect(screen.getByRole('button', { name: '다음' })).toBeEnabled();

    const undecided = screen.getByRole('checkbox', { name: '아직 입주일이 정해지지 않았어요' });
    await userEvent.click(undecided);
    expect(undecided).toBeChecked();
    expect(day('12월 5일')).toHaveAttribute('aria-pressed', 'false');
    // Undecided never goes to the time step.
    expect(screen.getByRole('button', { name: '확인' })).toBeEnabled();

    await userEvent.click(day('12월 7일'));
    expect(undecided).not.toBeChecked();

    await userEvent.click(undecided);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onConfirm).toHaveBeenCalledWith({ tz: '미정', time: null });
  });

  it('supports keyboard navigation across the grid', async () => {
    render(<Harness tz="2026-12-05" />);
    day('12월 5일').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(day('12월 6일')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(day('12월 13일')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(day('12월 13일')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: '2027년 1월' })).toBeInTheDocument();
    expect(day('1월 13일')).toHaveFocus();
  });
});

describe('DateTimeModal step 1', () => {
  it('goes to the time step with 다음 and confirms date and hour', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} timePickerOkText="일정 저장하기" timeOptions={{ '9': '오전 9시', '13': '오후 1시' }} />);
    await userEvent.click(day('12월 5일'));
    await userEvent.click(screen.getByRole('button', { name: '다음' }));

    expect(screen.getByRole('heading', { name: '희망 시공 시간을 선택해 주세요' })).toBeInTheDocument();
    expect(screen.getByText('2026.12.05')).toBeInTheDocument();
    expect(screen.getByText('파트너 일정에 따라 시공 일정이 변경될 수 있어요.')).toBeInTheDocument();
    const group = screen.getByRole('radiogroup');
    expect(within(group).getAllByRole('radio')).toHaveLength(2);

    const save = screen.getByRole('button', { name: '일정 저장하기' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '오후 1시' }));
    expect(screen.getByRole('radio', { name: '오후 1시' })).toBeChecked();
    await userEvent.click(save);
    expect(onConfirm).toHaveBeenCalledWith({ tz: '2026-12-05', time: 13 });
  });

  it('starts from the time passed in and maps the "null" key to null', async () => {
    const onConfirm = vi.fn();
    render(<Harness tz="2026-12-05" time={9} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByRole('radio', { name: '오전 9시' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '해피콜 때 정할게요' }));
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onConfirm).toHaveBeenCalledWith({ tz: '2026-12-05', time: null });
  });

  it('lets the radios be chosen with the keyboard', async () => {
    render(<Harness tz="2026-12-05" time={9} />);
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    screen.getByRole('radio', { name: '오전 9시' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '오후 1시' })).toBeChecked();
  });

  it('DateOnly confirms straight from step 0', async () => {
    const onConfirm = vi.fn();
    render(<Harness type="DateOnly" onConfirm={onConfirm} />);
    await userEvent.click(day('12월 8일'));
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onConfirm).toHaveBeenCalledWith({ tz: '2026-12-08', time: null });
  });

  it('closing resets to step 0 and drops the unconfirmed selection', async () => {
    render(<Harness tz="2026-12-05" />);
    await userEvent.click(day('12월 9일'));
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    await userEvent.click(screen.getByRole('button', { name: '일정 열기', hidden: true }));

    expect(screen.getByRole('heading', { name: '2026년 12월' })).toBeInTheDocument();
    expect(day('12월 5일')).toHaveAttribute('aria-pressed', 'true');
    expect(day('12월 9일')).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes back to the calendar from the time step', async () => {
    render(<Harness tz="2026-12-05" />);
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    await userEvent.click(screen.getByRole('button', { name: '날짜 다시 고르기' }));
    expect(screen.getByRole('heading', { name: '2026년 12월' })).toBeInTheDocument();
  });
});
