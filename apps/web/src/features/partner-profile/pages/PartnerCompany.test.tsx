import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, mockApi, ok } from '../../../test/api-mock';
import { DEMO_PARTNER, renderConsole, storePartnerToken } from '../../../test/partner-console';

const CERTIFICATES = {
  certificates: [
    {
      certificateIdx: 2,
      kind: 'license' as const,
      kindLabel: '자격증·면허',
      name: '실내건축공사업 면허',
      fileUrl: '/files/certificate/b.jpg',
      mimeType: 'image/jpeg',
      status: 'rejected' as const,
      statusLabel: '반려',
      rejectReason: '면허 번호가 보이지 않아요.',
      createdAt: '2026-11-20T00:00:00Z',
      reviewedAt: '2026-11-21T00:00:00Z',
    },
    {
      certificateIdx: 1,
      kind: 'business' as const,
      kindLabel: '사업자등록증',
      name: '사업자등록증',
      fileUrl: '/files/certificate/a.pdf',
      mimeType: 'application/pdf',
      status: 'approved' as const,
      statusLabel: '인증됨',
      rejectReason: null,
      createdAt: '2026-11-19T00:00:00Z',
      reviewedAt: '2026-11-20T00:00:00Z',
    },
  ],
  badges: [{ kind: 'business' as const, label: '사업자 인증', detail: '사업자등록증' }],
};

function signedIn() {
  storePartnerToken();
  mockApi({
    partnerGetProfile: async () => ok(DEMO_PARTNER),
    partnerListCertificates: async () => ok(CERTIFICATES),
    listCategories: async () => ok({ categories: [], chapters: [] }),
    partnerListItems: async () => ok({ items: [] }),
  });
}

describe('업체 정보 (/partner/company)', () => {
  it('shows the documents with 인증됨 / 반려 and the badge the company has', async () => {
    signedIn();
    renderConsole('/partner/company');
    const docs = await screen.findByRole('list', { name: '올린 서류' }, { timeout: 5000 });
    expect(within(docs).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/실내건축공사업 면허.*반려 사유: 면허 번호가 보이지 않아요\..*반려$/),
      expect.stringMatching(/사업자등록증.*인증됨$/),
    ]);
    expect(screen.getByRole('list', { name: '업체 페이지에 보이는 인증 배지' })).toHaveTextContent('사업자 인증');
  });

  it('saves the intro and shows the saved profile', async () => {
    signedIn();
    apiMock.partnerUpdateCompanyInformation.mockResolvedValue(ok({ ...DEMO_PARTNER, intro: '입주청소 10년, 꼼꼼하게 해요.' }));
    renderConsole('/partner/company');
    const section = await screen.findByRole('form', { name: '업체 소개' }, { timeout: 5000 });
    fireEvent.change(within(section).getByRole('textbox', { name: '한 줄 소개' }), { target: { value: '입주청소 10년, 꼼꼼하게 해요.' } });
    fireEvent.click(within(section).getByRole('button', { name: '저장하기' }));
    await waitFor(() =>
      expect(apiMock.partnerUpdateCompanyInformation).toHaveBeenCalledWith({
        body: expect.objectContaining({ intro: '입주청소 10년, 꼼꼼하게 해요.', companyName: DEMO_PARTNER.companyName }),
      }),
    );
    expect(await screen.findByText('업체 정보를 저장했어요')).toBeInTheDocument();
  });

  it('shows the server’s Korean message naming the field when a section is refused', async () => {
    signedIn();
    apiMock.partnerUpdateAreasInformation.mockRejectedValue(apiError(400, "서비스 지역은 '서울 송파구'처럼 시·도와 시·군·구로 입력해 주세요."));
    renderConsole('/partner/company');
    const section = await screen.findByRole('form', { name: '서비스 지역' }, { timeout: 5000 });
    fireEvent.change(within(section).getByRole('textbox'), { target: { value: '송파' } });
    fireEvent.click(within(section).getByRole('button', { name: '저장하기' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent("서비스 지역은 '서울 송파구'처럼");
    expect(apiMock.partnerUpdateAreasInformation).toHaveBeenCalledWith({ body: { serviceAreas: ['송파'] } });
  });

  it('asks for a file before uploading a document', async () => {
    signedIn();
    renderConsole('/partner/company');
    const section = await screen.findByRole('form', { name: '인증 서류' }, { timeout: 5000 });
    fireEvent.click(within(section).getByRole('button', { name: '서류 올리기' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('서류 파일(사진 또는 PDF)을 골라 주세요.');
    expect(apiMock.partnerSubmitCertificate).not.toHaveBeenCalled();
  });
});
