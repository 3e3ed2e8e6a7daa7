import type { OrderVisit } from '@ipju/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeOrder } from '../test/fixtures';

const UID = 'ipju_20261122_ABCDEFGHIJ';

function visit(overrides: Partial<OrderVisit> = {}): OrderVisit {
  return {
    complexName: '잠실래미안아이파크',
    dong: '101',
    ho: '1203',
    contactName: '김입주',
    contactPhone: '010-1234-5678',
    entryMethod: 'door_code',
    entryMethodLabel: '공동현관 비밀번호',
    entryCodeMasked: '•••••',
    entryCodeErased: false,
    parking: 'registration',
    parkingLabel: '방문 차량 등록 필요',
    request: '도착 30분 전에 전화 주세요.',
    entryCodeReads: [],
    consent: { agreedAt: '2026-11-22T01:00:00.000Z', companies: ['깨끗한집 입주청소'], text: '제공받는 자: 깨끗한집 입주청소' },
    ...overrides,
  };
}

async function show(v: OrderVisit) {
  apiMock.getBillingDetail.mockResolvedValue(ok(makeOrder({ visit: v })));
  renderInShell(routes, { path: `/my-page/orders/${UID}`, auth: SIGNED_IN });
  return screen.findByRole('region', { name: '방문 정보' }, { timeout: 5000 });
}

describe('order detail: 방문 정보', () => {
  it('shows the home, contact, entry (the code only masked), parking, request and the consent', async () => {
    const section = await show(visit());
    expect(within(section).getByText('잠실래미안아이파크 101동 1203호')).toBeInTheDocument();
    expect(within(section).getByText('김입주 · 010-1234-5678')).toBeInTheDocument();
    expect(within(section).getByText('공동현관 비밀번호', { selector: 'dd' })).toBeInTheDocument();
    expect(within(section).getByText('•••••')).toBeInTheDocument();
    expect(within(section).getByText('방문 차량 등록 필요')).toBeInTheDocument();
    expect(within(section).getByText('도착 30분 전에 전화 주세요.')).toBeInTheDocument();
    expect(within(section).getByText(/깨끗한집 입주청소에 방문 정보 제공을 동의했어요/)).toBeInTheDocument();
  });

  it('tells the resident when the company read the code, and that it was erased after the visit', async () => {
    const section = await show(
      visit({ entryCodeMasked: null, entryCodeErased: true, entryCodeReads: [{ companyName: '깨끗한집 입주청소', readAt: '2026-12-04T06:20:00.000Z' }] }),
    );
    expect(within(section).getByText('깨끗한집 입주청소가 12월 4일 오후 3:20에 공동현관 비밀번호를 확인했어요')).toBeInTheDocument();
    expect(within(section).getByText('방문이 끝나 비밀번호를 지웠어요')).toBeInTheDocument();
    expect(within(section).queryByText('•••••')).not.toBeInTheDocument();
  });
});
