import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../../ui/UIProvider';
import { reportDocument } from '../../../test/inspection-report-fixtures';
import { ReportView } from './ReportView';

function renderReport(document = reportDocument(), footer?: Parameters<typeof ReportView>[0]['renderFindingFooter']) {
  return render(
    <UIProvider>
      <ReportView document={document} renderFindingFooter={footer} />
    </UIProvider>,
  );
}

describe('ReportView', () => {
  it('opens with the home and the counts by severity and type', () => {
    renderReport();
    expect(screen.getByRole('heading', { name: '래미안 원베일리 101동 1203호' })).toBeInTheDocument();
    expect(screen.getByText('2026.11.20 (금)')).toBeInTheDocument();
    const bySeverity = within(screen.getByRole('list', { name: '심각도별' }));
    expect(bySeverity.getByText('안전 위험').parentElement).toHaveTextContent('1건');
    expect(bySeverity.getByText('미관').parentElement).toHaveTextContent('0건');
    const byType = within(screen.getByRole('list', { name: '점검 종류별' }));
    expect(byType.getByText('육안 점검').parentElement).toHaveTextContent('2건');
    expect(byType.getByText('열화상').parentElement).toHaveTextContent('1건');
    expect(screen.getByText('주방 · 전기')).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '발견한 하자 3건')).toBeInTheDocument();
  });

  it('shows the radon reading against its standard with the screening note', () => {
    renderReport();
    const air = screen.getByRole('list', { name: '공기질 측정값' });
    expect(within(air).getByRole('listitem')).toHaveTextContent('거실 · 라돈측정 92Bq/㎥ · 기준 148Bq/㎥ 이하적합');
    expect(screen.getByText(/짧은 시간 재는 선별 측정이에요/)).toBeInTheDocument();
  });

  it("reads each space's findings in Korean, with their photos and marks", () => {
    renderReport();
    const bedroom = screen.getByRole('article', { name: '3. 도배 · 창문 아래 벽' });
    expect(within(bedroom).getByText('벽지 이음매가 3cm 벌어졌어요')).toBeInTheDocument();
    expect(within(bedroom).getByText('보수 필요')).toBeInTheDocument();
    expect(bedroom.querySelector('svg ellipse')).not.toBeNull();
    // A thermal finding says it needs confirming, with measured against allowed.
    const thermal = screen.getByRole('article', { name: '1. 단열 · 발코니 쪽 천장 모서리' });
    expect(within(thermal).getByText('확인 필요')).toBeInTheDocument();
    expect(within(thermal).getByText('TDR 0.28 이하')).toBeInTheDocument();
    expect(screen.getByText('하자가 없는 공간').parentElement).toHaveTextContent('하자가 없는 공간 욕실1');
  });

  it('prints each standard with its own value and unit', () => {
    const standard = reportDocument().standards[0]!;
    renderReport(
      reportDocument({
        standards: [
          standard,
          { ...standard, type: 'thermal', typeLabel: '열화상', label: '창 유리 모서리 TDR', unit: 'TDR', limit: 0.24, condition: '설계 외기 -15℃' },
          { ...standard, type: 'level', typeLabel: '바닥 수평', label: '바닥 수평', unit: 'mm', limit: 2, condition: null },
        ],
      }),
    );
    const list = within(screen.getByRole('region', { name: '판정 기준과 안내' }));
    expect(list.getByText((_, el) => el?.tagName === 'P' && el.textContent === '라돈 권고 기준 148 Bq/㎥ 이하 (2019년 7월 이후 사업승인)')).toBeInTheDocument();
    expect(list.getByText((_, el) => el?.tagName === 'P' && el.textContent === '창 유리 모서리 TDR 0.24 이하 (설계 외기 -15℃)')).toBeInTheDocument();
    expect(list.getByText((_, el) => el?.tagName === 'P' && el.textContent === '바닥 수평 2 mm 이하')).toBeInTheDocument();
  });

  it('lists each measurement type, saying when nothing was measured', () => {
    renderReport();
    const gradient = within(screen.getByRole('list', { name: '기울기 측정' }));
    expect(gradient.getByText('욕실1 · 배수구 주변 · 바닥 배수 기울기')).toBeInTheDocument();
    expect(gradient.getByText('적합')).toBeInTheDocument();
    expect(screen.getByText('측정한 항목이 없어요.')).toBeInTheDocument();
    expect(screen.getByText('열화상은 표면 온도로 찾는 선별 검사예요.')).toBeInTheDocument();
    expect(screen.getByText('출처: 실내공기질 관리법 시행규칙')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '유의사항' })).toHaveTextContent('열화상은 선별 검사예요.');
  });

  it('opens a photo in the full-screen viewer with its marks, letterboxed like the photo', async () => {
    renderReport();
    const bedroom = screen.getByRole('article', { name: '3. 도배 · 창문 아래 벽' });
    await userEvent.click(within(bedroom).getByRole('button', { name: '침실1 도배 · 창문 아래 벽 사진 1 크게 보기' }));
    const viewer = await screen.findByRole('dialog', { name: '사진 크게 보기' });
    const marks = viewer.querySelector('svg[viewBox="0 0 1600 1200"]');
    expect(marks?.getAttribute('preserveAspectRatio')).toBe('xMidYMid meet');
    expect(marks?.querySelector('ellipse')).not.toBeNull();
  });

  it('puts what the page gives under each finding of the spaces part only', () => {
    renderReport(reportDocument(), (finding) => <p>체크리스트 {finding.taskIdx}</p>);
    expect(screen.getAllByText('체크리스트 12')).toHaveLength(1);
    expect(screen.getByText('체크리스트 11')).toBeInTheDocument();
  });
});
