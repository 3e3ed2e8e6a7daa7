import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeConsultation } from '../test/fixtures';

/** The first screen waits for the lazily loaded route, which can be slow on a busy machine. */
const LAZY = { timeout: 5000 };

beforeEach(() => {
  window.localStorage.clear();
});

describe('/consultation/request', () => {
  it('prefills the contact, checks the form, sends the request with the survey and shows it was received', async () => {
    apiMock.requestConsultation.mockResolvedValue(ok(makeConsultation({ preferredDate: null, preferredTime: 'evening', preferredTimeLabel: '저녁 (18시~21시)' })));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/consultation/request?surveyResponseIdx=9', auth: SIGNED_IN });

    expect(await screen.findByLabelText('이름', undefined, LAZY)).toHaveValue('김입주');
    expect(screen.getByLabelText('연락받을 휴대폰 번호')).toHaveValue('010-2345-6789');
    expect(screen.getByText('홈스타일링 설문 답변이 함께 전달돼요')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '상담 신청하기' }));
    expect(screen.getByText('단지명을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('연락받기 편한 시간을 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByText('요청 사항은 10자 이상 적어 주세요.')).toBeInTheDocument();
    expect(apiMock.requestConsultation).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: '단지명' }), '헬리오시티');
    await user.type(screen.getByLabelText('평형 (선택)'), '34');
    await user.click(screen.getByRole('button', { name: '저녁 (18시~21시)' }));
    await user.type(screen.getByLabelText('요청 사항'), '거실을 넓어 보이게 꾸미고 싶어요.');
    expect(screen.getByText('19 / 1,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '상담 신청하기' }));

    expect(await screen.findByRole('heading', { name: '상담 신청이 접수되었어요' })).toBeInTheDocument();
    expect(apiMock.requestConsultation).toHaveBeenCalledWith({
      body: {
        name: '김입주',
        phone: '01023456789',
        complexName: '헬리오시티',
        pyeong: 34,
        preferredDate: null,
        preferredTime: 'evening',
        needs: '거실을 넓어 보이게 꾸미고 싶어요.',
        surveyResponseIdx: 9,
      },
    });
    expect(screen.getByText('저녁 (18시~21시)')).toBeInTheDocument();
    expect(screen.getByText('010-2345-6789')).toBeInTheDocument();
  });

  it('uses the complex chosen on this device, and shows the server\'s message under the field it names', async () => {
    window.localStorage.setItem('ipju.chosenApartment', JSON.stringify({ apartmentIdx: 3, name: '잠실엘스', areaIdx: 8, pyeong: 25, exclusiveArea: 59.9 }));
    apiMock.requestConsultation.mockRejectedValue(apiError(400, '희망 상담일은 오늘이나 그 뒤의 날짜로 골라 주세요.', { details: [{ field: 'preferredDate', message: '희망 상담일은 오늘이나 그 뒤의 날짜로 골라 주세요.' }] }));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/consultation/request', auth: SIGNED_IN });

    expect(await screen.findByText('잠실엘스', undefined, LAZY)).toBeInTheDocument();
    expect(screen.getByLabelText('평형 (선택)')).toHaveValue('25');
    await user.click(screen.getByRole('button', { name: '오전 (9시~12시)' }));
    await user.type(screen.getByLabelText('요청 사항'), '주방 수납을 늘리고 싶어요. 조언 부탁드려요.');
    await user.click(screen.getByRole('button', { name: '상담 신청하기' }));

    expect(await screen.findByText('희망 상담일은 오늘이나 그 뒤의 날짜로 골라 주세요.')).toBeInTheDocument();
    expect(apiMock.requestConsultation.mock.calls[0]![0].body).toMatchObject({ apartmentIdx: 3, pyeong: 25, preferredTime: 'morning' });
    expect(apiMock.requestConsultation.mock.calls[0]![0].body).not.toHaveProperty('complexName');
  });
});
