import type { PartnerItemDetail } from '@ipju/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, mockApi, ok } from '../../../test/api-mock';
import { DEMO_PARTNER, renderConsole, storePartnerToken } from '../../../test/partner-console';

const ITEM: PartnerItemDetail = {
  itemIdx: 101,
  name: '프리미엄 입주청소',
  summary: '새집 먼지까지',
  categoryCode: 'cleaning',
  categoryName: '입주청소',
  thumbnailUrl: '/files/seed/item-101.webp',
  onSale: true,
  priceFrom: 300_000,
  priceTo: 550_000,
  portfolioCount: 0,
  isMain: true,
  basePrice: 300_000,
  hasPyeongTiers: true,
  optionGroups: [
    {
      groupIdx: 1,
      name: '평형',
      kind: 'pyeong',
      required: true,
      multiple: false,
      options: [
        { optionIdx: 11, name: '24평 이하', price: 300_000, pyeongMin: null, pyeongMax: 24 },
        { optionIdx: 12, name: '25~34평', price: 400_000, pyeongMin: 25, pyeongMax: 34 },
      ],
    },
  ],
  portfolio: [],
};

function signedIn() {
  storePartnerToken();
  mockApi({
    partnerGetProfile: async () => ok(DEMO_PARTNER),
    partnerListItems: async () => ok({ items: [ITEM] }),
    partnerGetItem: async () => ok(ITEM),
  });
}

describe('상품 관리 (/business/items)', () => {
  it('lists the company’s items with the price range and sale state', async () => {
    signedIn();
    renderConsole('/business/items');
    const link = await screen.findByRole('link', { name: /프리미엄 입주청소/ }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/business/items/101');
    expect(link).toHaveTextContent('300,000원 ~ 550,000원');
    expect(link).toHaveTextContent('판매 중');
    expect(link).toHaveTextContent('대표 상품');
    expect(screen.getByText(/새로 담는 장바구니부터 적용돼요/)).toBeInTheDocument();
  });

  it('sends only the changed 평형 price and says it applies to new carts', async () => {
    signedIn();
    apiMock.partnerUpdateItemPrices.mockResolvedValue(ok({ ...ITEM, priceTo: 450_000 }));
    renderConsole('/business/items/101');
    const field = await screen.findByRole('textbox', { name: '25~34평 가격 (원)' });
    expect(field).toHaveValue('400,000');
    fireEvent.change(field, { target: { value: '450000' } });
    fireEvent.click(screen.getByRole('button', { name: '가격 저장하기' }));
    await waitFor(() =>
      expect(apiMock.partnerUpdateItemPrices).toHaveBeenCalledWith({ itemIdx: 101, body: { options: [{ optionIdx: 12, price: 450_000 }] } }),
    );
    expect(await screen.findByText('가격을 바꿨어요. 새로 담는 장바구니부터 적용돼요.')).toBeInTheDocument();
  });

  it('shows the server’s Korean message when a price is refused, and saves nothing without a change', async () => {
    signedIn();
    apiMock.partnerUpdateItemPrices.mockRejectedValue(apiError(400, '옵션 가격은 100원 단위로 입력해 주세요.'));
    renderConsole('/business/items/101');
    const save = await screen.findByRole('button', { name: '가격 저장하기' });
    fireEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('바뀐 가격이 없어요.');
    expect(apiMock.partnerUpdateItemPrices).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: '24평 이하 가격 (원)' }), { target: { value: '300050' } });
    fireEvent.click(save);
    expect(await screen.findByText('옵션 가격은 100원 단위로 입력해 주세요.')).toBeInTheDocument();
  });

  it('stops selling with one tap', async () => {
    signedIn();
    apiMock.partnerSetItemOnSale.mockResolvedValue(ok({ ...ITEM, onSale: false }));
    renderConsole('/business/items/101');
    fireEvent.click(await screen.findByRole('button', { name: '판매 중지하기' }));
    await waitFor(() => expect(apiMock.partnerSetItemOnSale).toHaveBeenCalledWith({ itemIdx: 101, body: { onSale: false } }));
    const section = screen.getByRole('region', { name: '프리미엄 입주청소' });
    expect(await within(section).findByText('판매를 멈췄어요')).toBeInTheDocument();
  });
});
