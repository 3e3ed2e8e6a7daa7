import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { reportDocument } from '../../../test/inspection-report-fixtures';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { homeinspList } from '../test/homeinsp-item';

describe('/pre-inspection-sample-analyze', () => {
  it('frames the seeded sample report and offers booking', async () => {
    mockApi({
      getSampleInspectionReport: async () =>
        ok({ document: reportDocument({ isSample: true }), scope: 'public' as const, repairs: {}, latestReportIdx: 7 }),
      listItems: async () => ok(homeinspList()),
    });
    renderInShell(routes, { path: '/pre-inspection-sample-analyze' });
    expect(await screen.findByRole('heading', { name: '이런 보고서를 받아요' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '래미안 원베일리 101동 1203호' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getAllByText('콘센트 덮개가 들떠 전선이 보여요')).toHaveLength(2); // the worst findings and its space
    expect(screen.getByRole('heading', { name: '한눈에 보기' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '사전점검 예약하기' })).toHaveAttribute('href', '/business/homeinsp?item=142');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).not.toBeInTheDocument();
  });
});
