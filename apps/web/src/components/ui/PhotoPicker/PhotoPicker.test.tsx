import type { UploadType } from '@ipju/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMock } from '../../../test/api-mock';
import { FakeUpload, jpeg, presigned } from '../../../test/fake-upload';
import { PhotoPicker } from './PhotoPicker';
import { usePhotoUploads } from './usePhotoUploads';

function Form({ type, max, error, initial }: { type: UploadType; max: number; error?: string; initial?: Array<{ key: string; url: string }> }) {
  const uploads = usePhotoUploads(type, max, initial);
  return (
    <>
      <PhotoPicker uploads={uploads} hint="상황이 보이는 사진이면 좋아요." error={error} inputTestId="photo-input" />
      <output data-testid="keys">{uploads.keys.join(',')}</output>
    </>
  );
}

let keyNo = 0;
beforeEach(() => {
  FakeUpload.reset();
  keyNo = 0;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
  apiMock.getPresignedUrl.mockImplementation(async ({ type }: { type: UploadType }) => presigned(type, (keyNo += 1)));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PhotoPicker with usePhotoUploads', () => {
  it('is a group described by its hint, and shows the form’s message in its place', () => {
    const { rerender } = render(<Form type="review" max={10} />);
    const group = screen.getByRole('group', { name: '사진 (선택)' });
    expect(group).toHaveAccessibleDescription('상황이 보이는 사진이면 좋아요.');
    expect(screen.getByLabelText('사진 추가하기')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif',
    );
    rerender(<Form type="review" max={10} error="사진을 올리고 있어요. 다 올라가면 다시 눌러 주세요." />);
    expect(screen.getByRole('alert')).toHaveTextContent('사진을 올리고 있어요. 다 올라가면 다시 눌러 주세요.');
    expect(group).toHaveAccessibleDescription('사진을 올리고 있어요. 다 올라가면 다시 눌러 주세요.');
  });

  it('uploads each picked photo with the upload type and keeps the keys in order', async () => {
    const user = userEvent.setup();
    render(<Form type="question" max={5} initial={[{ key: 'question/old.jpg', url: '/files/question/old.jpg' }]} />);
    expect(screen.getByText('1/5')).toBeInTheDocument();
    await user.upload(screen.getByTestId('photo-input'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(screen.getByRole('img', { name: '올린 사진 3' })).toHaveAttribute('src', 'blob:preview');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(apiMock.getPresignedUrl).toHaveBeenCalledWith({ type: 'question', mimeType: 'image/jpeg' }, expect.anything());
    expect(FakeUpload.sent.map((s) => s.url)).toEqual(['/api/v2/files/upload/question/k1.jpg?expires=1&sig=s', '/api/v2/files/upload/question/k2.jpg?expires=1&sig=s']);
    expect(FakeUpload.sent[0]!.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(screen.getByTestId('keys')).toHaveTextContent('question/old.jpg,question/k1.jpg,question/k2.jpg');
  });

  it('takes the form’s count at most and refuses files that are not photos or too large', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Form type="review" max={10} />);
    const input = screen.getByTestId('photo-input');

    await user.upload(input, [new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }), jpeg('huge.jpg', 11 * 1024 * 1024)]);
    expect(screen.getByText(/contract\.pdf: JPG, PNG, WEBP, HEIC, HEIF 사진만 올릴 수 있어요\./)).toBeInTheDocument();
    expect(screen.getByText(/huge\.jpg: 사진 한 장은 10MB까지 올릴 수 있어요\./)).toBeInTheDocument();
    expect(screen.getByText('0/10')).toBeInTheDocument();

    await user.upload(input, Array.from({ length: 8 }, (_, i) => jpeg(`p${i}.jpg`)));
    await user.upload(input, Array.from({ length: 4 }, (_, i) => jpeg(`q${i}.jpg`)));
    expect(screen.getByText('10/10')).toBeInTheDocument();
    expect(screen.getByText(/사진은 10장까지 올릴 수 있어요\. 2장만 더 담았어요\./)).toBeInTheDocument();
    expect(input).toBeDisabled();
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(10));

    // Removing one makes room again.
    await user.click(screen.getByRole('button', { name: '사진 3 빼기' }));
    expect(screen.getByText('9/10')).toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('takes no PDF for a question, though its upload type would', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Form type="question" max={5} />);
    await user.upload(screen.getByTestId('photo-input'), [new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('receipt.pdf: JPG, PNG, WEBP, HEIC, HEIF 사진만 올릴 수 있어요.');
    expect(apiMock.getPresignedUrl).not.toHaveBeenCalled();
  });

  it('takes a phone’s HEIC photo without a type and, once up, previews the server’s JPEG of it', async () => {
    const user = userEvent.setup();
    render(<Form type="inspection" max={5} />);
    await user.upload(screen.getByTestId('photo-input'), [new File(['heic'], 'IMG_0001.HEIC', { type: '' })]);
    await waitFor(() => expect(screen.getByTestId('keys')).toHaveTextContent('inspection/k1.jpg'));
    expect(apiMock.getPresignedUrl).toHaveBeenCalledWith({ type: 'inspection', mimeType: 'image/heic' }, expect.anything());
    // The browser cannot draw the HEIC file itself: the preview is the stored JPEG.
    expect(screen.getByRole('img', { name: '올린 사진 1' })).toHaveAttribute('src', '/files/inspection/k1.jpg');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why an upload failed and sends it again on retry', async () => {
    FakeUpload.fail = true;
    const user = userEvent.setup();
    render(<Form type="review" max={10} />);
    await user.upload(screen.getByTestId('photo-input'), [jpeg('broken.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('사진 파일을 읽을 수 없어요. 다른 사진을 골라 주세요.');
    expect(screen.getByTestId('keys')).toHaveTextContent('');

    FakeUpload.fail = false;
    await user.click(screen.getByRole('button', { name: '사진 1 다시 올리기' }));
    await waitFor(() => expect(screen.getByTestId('keys')).toHaveTextContent('review/k2.jpg'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '사진 1 다시 올리기' })).not.toBeInTheDocument();
  });

  it('stops an upload when its photo is removed', async () => {
    FakeUpload.answer = false;
    const user = userEvent.setup();
    render(<Form type="review" max={10} />);
    await user.upload(screen.getByTestId('photo-input'), [jpeg('slow.jpg')]);
    const progress = await screen.findByRole('progressbar', { name: '사진 1 올리는 중' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    await user.click(screen.getByRole('button', { name: '사진 1 빼기' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('0/10')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
