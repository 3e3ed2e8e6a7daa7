import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reportDocument } from '../../../test/inspection-report-fixtures';
import { renderWithProviders } from '../../../test/test-utils';
import type { InspectionReportView } from '../types';
import { ReportScreen } from './ReportScreen';

const downloads = { pdf: '/r.pdf', excel: '/r.xlsx', images: '/r.zip', repairPack: '/p.zip' };

function view(overrides: Partial<InspectionReportView> = {}): InspectionReportView {
  return {
    document: reportDocument(),
    scope: 'resident',
    repairs: { '12': { status: 'requested', requestedAt: '2026-11-21', fixedAt: null } },
    latestReportIdx: 7,
    ...overrides,
  };
}

describe('ReportScreen', () => {
  it('lets the resident tick a finding off as requested and fixed, with the dates', async () => {
    const onRepairChange = vi.fn();
    renderWithProviders(<ReportScreen view={view()} downloads={downloads} onRepairChange={onRepairChange} />);
    const outlet = screen.getByRole('group', { name: '전기 · 싱크대 옆 콘센트 보수 체크리스트' });
    expect(within(outlet).getByRole('checkbox', { name: '시공사에 보수 요청함' })).toBeChecked();
    expect(within(outlet).getByText('2026.11.21 요청')).toBeInTheDocument();
    await userEvent.click(within(outlet).getByRole('checkbox', { name: '보수 완료' }));
    expect(onRepairChange).toHaveBeenCalledWith(12, expect.objectContaining({ status: 'fixed', requestedAt: '2026-11-21' }));

    const wallpaper = screen.getByRole('group', { name: '도배 · 창문 아래 벽 보수 체크리스트' });
    expect(within(wallpaper).getByRole('checkbox', { name: '시공사에 보수 요청함' })).not.toBeChecked();
  });

  it('shows the checklist read-only through a link sent to others', () => {
    renderWithProviders(<ReportScreen view={view({ scope: 'viewer' })} downloads={downloads} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('보수 요청 2026.11.21 · 보수 전')).toBeInTheDocument();
    expect(screen.getAllByText('아직 보수를 요청하지 않았어요')).toHaveLength(2);
  });

  it('offers the four files and points to a newer version of the report', () => {
    renderWithProviders(<ReportScreen view={view({ latestReportIdx: 9 })} downloads={downloads} token="t0ken" />);
    expect(screen.getByRole('link', { name: /하자 목록 엑셀/ })).toHaveAttribute('href', '/r.xlsx');
    expect(screen.getByRole('link', { name: /하자보수 신청 묶음/ })).toHaveAttribute('href', '/p.zip');
    expect(screen.getByRole('link', { name: '새 보고서 보기' })).toHaveAttribute('href', '/pre-inspection-report?report=9&token=t0ken');
  });
});
