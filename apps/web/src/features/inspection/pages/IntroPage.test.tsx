import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setChosenApartment } from '../../apartment';
import { mockApi, ok } from '../../../test/api-mock';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { homeinspItem, homeinspList } from '../test/homeinsp-item';

afterEach(() => window.localStorage.clear());

describe('/pre-inspection-intro', () => {
  it("explains the five checks, the time and what the resident gets, priced for the resident's complex", async () => {
    setChosenApartment({ apartmentIdx: 5, name: '래미안 원베일리', areaIdx: 2, pyeong: 34, exclusiveArea: 84 });
    const api = mockApi({ listItems: async () => ok(homeinspList()) });
    renderInShell(routes, { path: '/pre-inspection-intro' });

    expect(await screen.findByRole('heading', { name: '전문가가 장비로 새집 하자를 찾아 드려요' })).toBeInTheDocument();
    for (const check of ['육안 점검', '바닥 수평', '기울기', '열화상', '라돈·공기질']) {
      expect(screen.getByRole('heading', { name: check })).toBeInTheDocument();
    }
    expect(screen.getByText('약 2시간')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '하자보수 신청 묶음' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '보수 체크리스트' })).toBeInTheDocument();

    // The complex's special price: rate, price, struck regular price.
    const price = screen.getByRole('region', { name: '가격' });
    expect(await within(price).findByText('378,000원')).toBeInTheDocument();
    expect(within(price).getByText('420,000원').closest('del')).not.toBeNull();
    expect(within(price).getByText('래미안 원베일리 10% 단지 특가')).toBeInTheDocument();
    expect(api.listItems).toHaveBeenCalledWith(expect.objectContaining({ itemType: 'homeinsp', apartmentIdx: 5, pyeong: 34 }));

    expect(screen.getByRole('link', { name: '사전점검 예약하기' })).toHaveAttribute('href', '/business/homeinsp?item=142');
    expect(screen.getByRole('link', { name: '샘플 보고서 보기' })).toHaveAttribute('href', '/pre-inspection-sample-analyze');
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).not.toBeInTheDocument();
  });

  it('shows the lowest price before a complex is chosen', async () => {
    const item = homeinspItem({ price: { regularPrice: 350000, price: 350000, discountRate: 0, priceType: 'regular', basis: 'from' } });
    mockApi({ listItems: async () => ok({ items: [item], apartment: null, pyeong: null }) });
    renderInShell(routes, { path: '/pre-inspection-intro' });
    const price = await screen.findByRole('region', { name: '가격' });
    expect(await within(price).findByText('350,000원부터')).toBeInTheDocument();
    expect(within(price).queryByText(/단지 특가/)).not.toBeInTheDocument();
  });
});
