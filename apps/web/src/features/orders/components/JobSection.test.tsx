import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_JOB } from '../../../test/commerce-fixtures';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeLine, makeOrder } from '../test/fixtures';

const UID = 'ipju_20261122_ABCDEFGHIJ';
const SLOW = { timeout: 5000 };

function show(job: typeof NO_JOB) {
  apiMock.getBillingDetail.mockResolvedValue(ok(makeOrder({ merchantUid: UID, lines: [makeLine({ job })] })));
  renderInShell(routes, { path: `/my-page/orders/${UID}`, auth: SIGNED_IN });
}

describe("order detail: the company's job steps", () => {
  it('says the company is on its way with the arrival window, and shows the completion photos', async () => {
    show({
      ...NO_JOB,
      step: 'departed',
      stepLabel: '출발',
      residentMessage: '업체가 출발했어요 · 오전 9시~10시 도착 예정',
      photos: { before: [{ photoIdx: 1, url: '/files/job/a.webp' }], after: [{ photoIdx: 2, url: '/files/job/b.webp' }] },
    });
    expect(await screen.findByText('업체가 출발했어요 · 오전 9시~10시 도착 예정', undefined, SLOW)).toBeInTheDocument();
    const photos = screen.getByRole('list', { name: '시공 사진' });
    expect(within(photos).getByRole('img', { name: '시공 전 사진' })).toHaveAttribute('src', '/files/job/a.webp');
    expect(within(photos).getByRole('img', { name: '시공 후 사진' })).toHaveAttribute('src', '/files/job/b.webp');
  });

  it('lets the resident accept the proposed date, and shows the moved order', async () => {
    show({ ...NO_JOB, step: 'proposed', stepLabel: '일정 변경 제안 중', proposal: { tz: '2026-12-12', time: 13, label: '2026.12.12 (토) 오후 1시', proposedAt: '2026-11-30T01:00:00.000Z' } });
    expect(await screen.findByText(/2026.12.12 \(토\) 오후 1시/, undefined, SLOW)).toBeInTheDocument();
    const moved = makeOrder({
      merchantUid: UID,
      lines: [makeLine({ tz: '2026-12-12', time: 13, timeLabel: '오후 1시', job: { ...NO_JOB, step: 'confirmed', stepLabel: '일정 확정', residentMessage: '업체가 일정을 확정했어요' } })],
    });
    apiMock.answerDateProposal.mockResolvedValue(ok(moved));
    apiMock.getBillingDetail.mockResolvedValue(ok(moved));
    fireEvent.click(screen.getByRole('button', { name: '제안 수락' }));
    await waitFor(() => expect(apiMock.answerDateProposal).toHaveBeenCalledWith({ lineIdx: 1, body: { answer: 'accept' } }));
    expect(await screen.findByText('업체가 일정을 확정했어요')).toBeInTheDocument();
  });

  it('keeps the booked date when the resident refuses', async () => {
    show({ ...NO_JOB, step: 'proposed', stepLabel: '일정 변경 제안 중', proposal: { tz: '2026-12-12', time: 13, label: '2026.12.12 (토) 오후 1시', proposedAt: '2026-11-30T01:00:00.000Z' } });
    const refuse = await screen.findByRole('button', { name: '원래 일정 유지' }, SLOW);
    apiMock.answerDateProposal.mockResolvedValue(ok(makeOrder({ merchantUid: UID })));
    apiMock.getBillingDetail.mockResolvedValue(ok(makeOrder({ merchantUid: UID })));
    fireEvent.click(refuse);
    await waitFor(() => expect(apiMock.answerDateProposal).toHaveBeenCalledWith({ lineIdx: 1, body: { answer: 'refuse' } }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '제안 수락' })).not.toBeInTheDocument());
  });
});
