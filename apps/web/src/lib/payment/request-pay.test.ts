import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeInit, makePaymentRequest } from '../../test/commerce-fixtures';
import { IAMPORT_SDK_URL, loadIamport, requestPay, resultPath, toVbankDue } from './request-pay';
import type { Iamport, IamportResponse } from './request-pay';

afterEach(() => {
  delete window.IMP;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

function fakeImp(response?: IamportResponse) {
  const imp = {
    init: vi.fn(),
    request_pay: vi.fn((_params: unknown, callback: (r: IamportResponse) => void) => {
      if (response) callback(response);
    }),
  };
  return imp satisfies Iamport;
}

describe('requestPay', () => {
  it('demo: goes to the sandbox checkout page the server gave, without the SDK', async () => {
    const assign = vi.fn();
    const navigate = vi.fn();
    const loadSdk = vi.fn();
    const checkoutUrl = '/sandbox/portone/checkout?merchant_uid=ipju_20261122_abcdefghij&amount=376700';
    await requestPay(makeInit({ payment: makePaymentRequest({ checkoutUrl }) }), { assign, navigate, loadSdk });
    expect(assign).toHaveBeenCalledWith(checkoutUrl);
    expect(navigate).not.toHaveBeenCalled();
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it('paid by coupons and points: straight to the result page', async () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    await requestPay(makeInit({ paid: true, payment: null, amount: 0 }), { navigate, assign });
    expect(navigate).toHaveBeenCalledWith('/payment/result?merchant_uid=ipju_20261122_abcdefghij&paid=true');
    expect(assign).not.toHaveBeenCalled();
  });

  it('SDK: IMP.init with the code, request_pay with PortOne parameters, PC callback to the result page', async () => {
    const imp = fakeImp({ success: true, imp_uid: 'imp_123456789012', merchant_uid: 'ipju_20261122_abcdefghij' });
    window.IMP = imp;
    const navigate = vi.fn();
    const payment = makePaymentRequest({
      payMethod: 'vbank',
      pg: 'html5_inicis.vbank',
      buyerEmail: 'kim@example.com',
      vbankDue: '2026-11-25T04:30:00.000Z',
    });
    await requestPay(makeInit({ payment, payMethod: 'vbank' }), { navigate });

    expect(imp.init).toHaveBeenCalledWith('imp12345678');
    expect(imp.request_pay).toHaveBeenCalledWith(
      {
        pg: 'html5_inicis.vbank',
        pay_method: 'vbank',
        merchant_uid: 'ipju_20261122_abcdefghij',
        name: '입주청소 스탠다드',
        amount: 376700,
        buyer_name: '김입주',
        buyer_tel: '010-1234-5678',
        buyer_email: 'kim@example.com',
        m_redirect_url: 'https://ipju.example/payment/result',
        notice_url: 'https://ipju.example/api/v2/billings/webhook',
        vbank_due: '202611251330',
      },
      expect.any(Function),
    );
    expect(navigate).toHaveBeenCalledWith('/payment/result?imp_uid=imp_123456789012&merchant_uid=ipju_20261122_abcdefghij&imp_success=true');
  });

  it('SDK: a failed payment comes back with imp_success=false and the message; no buyer_email or vbank_due when absent', async () => {
    const imp = fakeImp({ success: false, imp_uid: 'imp_999', merchant_uid: 'ipju_20261122_abcdefghij', error_msg: '[결제실패] 한도 초과' });
    window.IMP = imp;
    const navigate = vi.fn();
    await requestPay(makeInit(), { navigate });
    const params = imp.request_pay.mock.calls[0]![0] as Record<string, unknown>;
    expect(params).not.toHaveProperty('buyer_email');
    expect(params).not.toHaveProperty('vbank_due');
    const url = new URL(navigate.mock.calls[0]![0] as string, 'http://x');
    expect(url.pathname).toBe('/payment/result');
    expect(url.searchParams.get('imp_success')).toBe('false');
    expect(url.searchParams.get('error_msg')).toBe('[결제실패] 한도 초과');
  });

  it('SDK: a window closed before paying has no imp_uid (the result page returns the lines to the cart)', async () => {
    window.IMP = fakeImp({ success: false, merchant_uid: 'ipju_20261122_abcdefghij', error_msg: '사용자가 결제를 취소하셨습니다' });
    const navigate = vi.fn();
    await requestPay(makeInit(), { navigate });
    const url = new URL(navigate.mock.calls[0]![0] as string, 'http://x');
    expect(url.searchParams.has('imp_uid')).toBe(false);
    expect(url.searchParams.get('merchant_uid')).toBe('ipju_20261122_abcdefghij');
  });

  it('loads the SDK script once when window.IMP is missing, and rejects in Korean when it fails', async () => {
    const first = loadIamport();
    const again = loadIamport();
    const scripts = document.head.querySelectorAll<HTMLScriptElement>(`script[src="${IAMPORT_SDK_URL}"]`);
    expect(scripts).toHaveLength(1);
    const imp = fakeImp();
    window.IMP = imp;
    scripts[0]!.onload?.(new Event('load'));
    await expect(first).resolves.toBe(imp);
    await expect(again).resolves.toBe(imp);

    delete window.IMP;
    const failing = loadIamport();
    document.head.querySelectorAll<HTMLScriptElement>('script')[1]!.onerror?.(new Event('error'));
    await expect(failing).rejects.toThrow('결제창을 불러오지 못했어요');
  });
});

describe('helpers', () => {
  it('vbank_due is YYYYMMDDhhmm in Korean time', () => {
    expect(toVbankDue('2026-12-31T15:05:00.000Z')).toBe('202701010005');
  });

  it('resultPath uses PortOne redirect parameter names', () => {
    expect(resultPath({ impUid: 'imp_1', merchantUid: 'm_1', impSuccess: false, errorMsg: '실패' })).toBe(
      '/payment/result?imp_uid=imp_1&merchant_uid=m_1&imp_success=false&error_msg=%EC%8B%A4%ED%8C%A8',
    );
  });
});
