import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shouldOpen, snooze } from '../../../lib/popup-snooze';
import { NOTIFICATION_SHEET_KEY, NotificationSheet } from './NotificationSheet';

describe('NotificationSheet', () => {
  it('shows only when permission is denied and the sheet is active', () => {
    const { rerender } = render(<NotificationSheet permissionGranted={true} active onEnable={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<NotificationSheet permissionGranted={null} active onEnable={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<NotificationSheet permissionGranted={false} active={false} onEnable={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<NotificationSheet permissionGranted={false} active onEnable={() => {}} />);
    expect(screen.getByRole('dialog', { name: '알림을 켜고 일정 소식을 받아 보세요' })).toBeInTheDocument();
  });

  it('opens the settings', async () => {
    const onEnable = vi.fn();
    render(<NotificationSheet permissionGranted={false} active onEnable={onEnable} />);
    await userEvent.click(screen.getByRole('button', { name: '알림 켜기' }));
    expect(onEnable).toHaveBeenCalledTimes(1);
  });

  it('closes with 닫기 without snoozing', async () => {
    const onDismiss = vi.fn();
    render(<NotificationSheet permissionGranted={false} active onEnable={() => {}} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onDismiss).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { hidden: true }).parentElement).toHaveAttribute('data-state', 'closing');
    expect(shouldOpen(NOTIFICATION_SHEET_KEY)).toBe(true);
  });

  it('hides for a week with 일주일간 보지 않기', async () => {
    render(<NotificationSheet permissionGranted={false} active onEnable={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: '일주일간 보지 않기' }));
    expect(shouldOpen(NOTIFICATION_SHEET_KEY)).toBe(false);
    expect(shouldOpen(NOTIFICATION_SHEET_KEY, Date.now() + 604_800_000 + 1)).toBe(true);
  });

  it('stays hidden while snoozed', () => {
    snooze(NOTIFICATION_SHEET_KEY, 'week');
    render(<NotificationSheet permissionGranted={false} active onEnable={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
