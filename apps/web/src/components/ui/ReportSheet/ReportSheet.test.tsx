import { REPORT_REASON_LABELS, type ReportBody, type ReportResult } from '@ipju/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../test/api-mock';
import { ReportSheet } from './ReportSheet';

function show(submit: (body: ReportBody) => Promise<ReportResult>, onReported = vi.fn()) {
  render(
    <ReportSheet
      isOpen
      onClose={() => {}}
      title="후기 신고하기"
      description="신고 사유를 알려 주세요."
      reasonLabels={REPORT_REASON_LABELS}
      submit={submit}
      onReported={onReported}
    />,
  );
  return screen.getByRole('dialog', { name: '후기 신고하기' });
}

describe('ReportSheet', () => {
  it('offers the six reasons with the labels it is given', () => {
    const sheet = show(vi.fn());
    expect(within(sheet).getByText('신고 사유를 알려 주세요.')).toBeInTheDocument();
    expect(within(sheet).getAllByRole('radio')).toHaveLength(6);
    expect(within(sheet).getByRole('radio', { name: '상품과 관련 없는 내용이에요' })).toBeInTheDocument();
    expect(within(sheet).getByRole('textbox', { name: '신고 내용 (선택)' })).toHaveAccessibleDescription('글자 수 0 / 500');
  });

  it('needs a reason, and words for 기타, before it sends; the field to fix gets the focus', async () => {
    const submit = vi.fn().mockResolvedValue({ reported: true, hidden: true });
    const onReported = vi.fn();
    const user = userEvent.setup();
    const sheet = show(submit, onReported);

    await user.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('신고 사유를 골라 주세요.');
    expect(within(sheet).getByRole('group', { name: '신고 사유' })).toHaveAccessibleDescription('신고 사유를 골라 주세요.');
    expect(within(sheet).getAllByRole('radio')[0]).toHaveFocus();

    await user.click(within(sheet).getByRole('radio', { name: '기타' }));
    expect(within(sheet).queryByRole('alert')).not.toBeInTheDocument();
    const detail = within(sheet).getByRole('textbox', { name: '신고 내용 (필수)' });
    await user.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('기타 사유를 골랐다면 신고 내용을 적어 주세요.');
    expect(detail).toHaveAttribute('aria-invalid', 'true');
    expect(detail).toHaveAccessibleDescription('기타 사유를 골랐다면 신고 내용을 적어 주세요. 글자 수 0 / 500');
    expect(detail).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();

    await user.type(detail, '  다른 업체 전화번호가 적혀 있어요 ');
    await user.click(within(sheet).getByRole('button', { name: '신고하기' }));
    await waitFor(() => expect(onReported).toHaveBeenCalledWith({ reported: true, hidden: true }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ reason: 'other', detail: '다른 업체 전화번호가 적혀 있어요' });
  });

  it('sends no detail when none is written', async () => {
    const submit = vi.fn().mockResolvedValue({ reported: true, hidden: false });
    const user = userEvent.setup();
    const sheet = show(submit);
    await user.click(within(sheet).getByRole('radio', { name: '관련 없거나 부적절한 홍보예요' }));
    await user.click(within(sheet).getByRole('button', { name: '신고하기' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ reason: 'promotion' }));
  });

  it('shows the server’s message for the report in the sheet, and its message for the detail at the field', async () => {
    const submit = vi
      .fn()
      .mockRejectedValueOnce(apiError(409, '이미 신고한 글이에요.'))
      .mockRejectedValueOnce(apiError(400, '입력값을 확인해 주세요.', { details: [{ field: 'detail', message: '신고 내용은 500자 이하로 적어 주세요.' }] }));
    const onReported = vi.fn();
    const user = userEvent.setup();
    const sheet = show(submit, onReported);
    await user.click(within(sheet).getByRole('radio', { name: '단순 비방이나 욕설이 있어요' }));
    await user.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('이미 신고한 글이에요.');

    const detail = within(sheet).getByRole('textbox', { name: /신고 내용/ });
    await user.type(detail, '욕설');
    expect(within(sheet).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('신고 내용은 500자 이하로 적어 주세요.');
    expect(detail).toHaveAttribute('aria-invalid', 'true');
    expect(detail).toHaveFocus();
    expect(onReported).not.toHaveBeenCalled();
  });

  it('says so in Korean when the report could not be sent at all', async () => {
    const user = userEvent.setup();
    const sheet = show(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await user.click(within(sheet).getByRole('radio', { name: '개인정보 노출 위험이 있어요' }));
    await user.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('신고하지 못했어요. 잠시 후 다시 시도해 주세요.');
  });

  it('sends once while the report is on its way', async () => {
    let answer!: (result: ReportResult) => void;
    const submit = vi.fn(() => new Promise<ReportResult>((resolve) => (answer = resolve)));
    const onReported = vi.fn();
    const user = userEvent.setup();
    const sheet = show(submit, onReported);
    await user.click(within(sheet).getByRole('radio', { name: '기타' }));
    await user.type(within(sheet).getByRole('textbox', { name: /신고 내용/ }), '광고예요');
    const send = within(sheet).getByRole('button', { name: '신고하기' });
    await user.click(send);
    await user.click(send);
    expect(submit).toHaveBeenCalledTimes(1);
    answer({ reported: true, hidden: false });
    await waitFor(() => expect(onReported).toHaveBeenCalledTimes(1));
  });
});
