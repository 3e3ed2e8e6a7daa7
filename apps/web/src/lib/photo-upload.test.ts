import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiMock } from '../test/api-mock';
import { FakeUpload, jpeg, presigned } from '../test/fake-upload';
import { photoAccept, photoFileProblem, photoMimeType, photoRule, uploadPhoto, UploadError } from './photo-upload';

beforeEach(() => {
  FakeUpload.reset();
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('photoRule and photoFileProblem', () => {
  it('takes the photo formats and size of the upload type from the contract', () => {
    const photos = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
    expect(photoRule('review')).toEqual({ mimeTypes: photos, maxBytes: 10 * 1024 * 1024 });
    // The question type also takes PDF, which a question does not show as a photo.
    expect(photoRule('question')).toEqual({ mimeTypes: photos, maxBytes: 10 * 1024 * 1024 });
    expect(photoRule('inspection').maxBytes).toBe(20 * 1024 * 1024);
    // Pickers that do not know the HEIC types still offer .heic files by name.
    expect(photoAccept(photoRule('job'))).toEqual([...photos, '.heic', '.heif']);
  });

  it('takes a phone’s HEIC photo, typed by its name when the browser gives no type', () => {
    const rule = photoRule('review');
    const untyped = new File(['x'], 'IMG_0001.HEIC', { type: '' });
    expect(photoMimeType(untyped)).toBe('image/heic');
    expect(photoMimeType(new File(['x'], 'photo.heif', { type: '' }))).toBe('image/heif');
    expect(photoMimeType(new File(['x'], 'IMG_0002.heic', { type: 'image/heic' }))).toBe('image/heic');
    expect(photoFileProblem(untyped, rule)).toBeNull();
    expect(photoFileProblem(new File(['x'], 'notes', { type: '' }), rule)).toBe('notes: JPG, PNG, WEBP, HEIC, HEIF 사진만 올릴 수 있어요.');
  });

  it('says in Korean why a file cannot be a photo', () => {
    const rule = photoRule('review');
    expect(photoFileProblem(jpeg('ok.jpg'), rule)).toBeNull();
    expect(photoFileProblem(new File(['x'], 'a.gif', { type: 'image/gif' }), rule)).toBe('a.gif: JPG, PNG, WEBP, HEIC, HEIF 사진만 올릴 수 있어요.');
    expect(photoFileProblem(jpeg('big.jpg', 10 * 1024 * 1024 + 1), rule)).toBe('big.jpg: 사진 한 장은 10MB까지 올릴 수 있어요.');
    expect(photoFileProblem(jpeg('empty.jpg', 0), rule)).toBe('empty.jpg: 빈 파일이에요. 다른 사진을 골라 주세요.');
  });
});

describe('uploadPhoto', () => {
  it('asks for a signed address of the type, PUTs the bytes there with its headers and reports progress', async () => {
    apiMock.getPresignedUrl.mockResolvedValue(presigned('review', 1));
    const progress: number[] = [];
    const file = jpeg('a.jpg');
    await expect(uploadPhoto(file, 'review', { onProgress: (r) => progress.push(r) })).resolves.toEqual({ key: 'review/k1.jpg', fileUrl: '/files/review/k1.jpg' });
    expect(apiMock.getPresignedUrl).toHaveBeenCalledWith({ type: 'review', mimeType: 'image/jpeg' }, { signal: undefined });
    expect(FakeUpload.sent).toEqual([{ url: '/api/v2/files/upload/review/k1.jpg?expires=1&sig=s', headers: { 'Content-Type': 'image/jpeg' }, body: file }]);
    expect(progress).toEqual([0.5, 1]);
  });

  it('uploads an untyped HEIC as image/heic and hands back the .jpg key the server stores it under', async () => {
    apiMock.getPresignedUrl.mockResolvedValue(presigned('inspection', 4));
    const file = new File(['heic bytes'], 'IMG_0003.heic', { type: '' });
    await expect(uploadPhoto(file, 'inspection')).resolves.toEqual({ key: 'inspection/k4.jpg', fileUrl: '/files/inspection/k4.jpg' });
    expect(apiMock.getPresignedUrl).toHaveBeenCalledWith({ type: 'inspection', mimeType: 'image/heic' }, { signal: undefined });
  });

  it('fails with the server’s Korean message, from the signed address or the upload', async () => {
    apiMock.getPresignedUrl.mockRejectedValueOnce(apiError(400, '파일 형식(mimeType)을 입력해 주세요. 예: image/jpeg'));
    await expect(uploadPhoto(jpeg('a.jpg'), 'question')).rejects.toEqual(new UploadError('파일 형식(mimeType)을 입력해 주세요. 예: image/jpeg'));

    apiMock.getPresignedUrl.mockResolvedValue(presigned('question', 2));
    FakeUpload.fail = true;
    const failed = uploadPhoto(jpeg('a.jpg'), 'question');
    await expect(failed).rejects.toBeInstanceOf(UploadError);
    await expect(failed).rejects.toThrow('사진 파일을 읽을 수 없어요. 다른 사진을 골라 주세요.');
  });

  it('stops when the signal aborts', async () => {
    apiMock.getPresignedUrl.mockResolvedValue(presigned('review', 3));
    FakeUpload.answer = false;
    const controller = new AbortController();
    const going = uploadPhoto(jpeg('a.jpg'), 'review', { signal: controller.signal });
    await vi.waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    controller.abort();
    await expect(going).rejects.toMatchObject({ name: 'AbortError' });
  });
});
