import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';

const LINK = 'https://ipju.example/?ref=QWER1234';
const SHARE_TEXT = `입주에서 우리 단지 특가로 입주 준비해요! 가입할 때 추천 코드 QWER1234를 입력해 주세요. ${LINK}`;

const writeText = vi.fn();

function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { configurable: true, writable: true, value: share });
}

beforeEach(() => {
  apiMock.getReferralCode.mockResolvedValue(
    ok({ code: 'QWER1234', link: LINK, shareText: SHARE_TEXT, referredCount: 2, pointsEarned: 10000, pointsPerReferral: 5000 }),
  );
  writeText.mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  setShare(undefined);
});

/** After userEvent.setup(), which installs its own clipboard. */
function installClipboard() {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('referral page', () => {
  it('shows my code, what it earned and how it works', async () => {
    renderInShell(routes, { path: '/referral', auth: SIGNED_IN });
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('QWER1234');
    expect(apiMock.getReferralCode).toHaveBeenCalledWith({ id: 11 });
    expect(screen.getByTestId('referral-count')).toHaveTextContent('2명');
    expect(screen.getByTestId('referral-points')).toHaveTextContent('10,000P');
    expect(screen.getByRole('heading', { name: /이웃을 초대하면\s*5,000P를 드려요/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '이렇게 받아요' })).toBeInTheDocument();
  });

  it('copies the link', async () => {
    const user = userEvent.setup();
    installClipboard();
    renderInShell(routes, { path: '/referral', auth: SIGNED_IN });
    await user.click(await screen.findByRole('button', { name: '링크 복사' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('링크를 복사했어요')).toBeInTheDocument();
  });

  it('shares the text and the link through the share sheet', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setShare(share);
    const user = userEvent.setup();
    installClipboard();
    renderInShell(routes, { path: '/referral', auth: SIGNED_IN });
    await user.click(await screen.findByRole('button', { name: '공유하기' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: '입주 이웃 초대',
        text: '입주에서 우리 단지 특가로 입주 준비해요! 가입할 때 추천 코드 QWER1234를 입력해 주세요.',
        url: LINK,
      }),
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the share sheet is closed', async () => {
    setShare(vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')));
    const user = userEvent.setup();
    installClipboard();
    renderInShell(routes, { path: '/referral', auth: SIGNED_IN });
    await user.click(await screen.findByRole('button', { name: '공유하기' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(/복사했어요/)).not.toBeInTheDocument();
  });

  it('copies the invitation where there is no share sheet', async () => {
    setShare(undefined);
    const user = userEvent.setup();
    installClipboard();
    renderInShell(routes, { path: '/referral', auth: SIGNED_IN });
    await user.click(await screen.findByRole('button', { name: '공유하기' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SHARE_TEXT));
    expect(await screen.findByText(/초대 메시지를 복사했어요/)).toBeInTheDocument();
  });
});
