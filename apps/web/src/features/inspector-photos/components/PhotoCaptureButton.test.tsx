import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOutbox } from '../../../lib/offline-outbox';
import { apiMock, mockApi, ok } from '../../../test/api-mock';
import { FakeUpload, jpeg, presigned } from '../../../test/fake-upload';
import { renderWithProviders } from '../../../test/test-utils';
import { photoFixture, setOnline, stubPhotoBrowser } from '../test/fixtures';
import { PhotoCaptureButton } from './PhotoCaptureButton';

beforeEach(() => {
  FakeUpload.reset();
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  stubPhotoBrowser(vi);
});

afterEach(async () => {
  // The page's one outbox lives on between tests: leave it empty.
  const outbox = getOutbox();
  for (const item of outbox.getState().items) await outbox.discard(item.id);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cameraInput = () => screen.getByLabelText(/^사진 찍기/) as HTMLInputElement;

describe('PhotoCaptureButton', () => {
  it('opens the camera, keeps a photo taken offline on the phone and sends it with its task when the connection returns', async () => {
    const user = userEvent.setup();
    setOnline(vi, false);
    renderWithProviders(<PhotoCaptureButton inspectionIdx={7} label="침실1 · 도배" type="visual" spaceIdx={3} taskIdx={11} />);

    expect(cameraInput()).toHaveAttribute('capture', 'environment');
    expect(cameraInput()).toHaveAttribute('accept', 'image/*,.heic,.heif');
    // The three photos of a defect are offered; the first one is the wide shot.
    expect(screen.getByText('사진 찍기 · 위치')).toBeInTheDocument();

    await user.upload(cameraInput(), jpeg('IMG_0001.jpg'));
    expect(await screen.findByText('사진을 기기에 저장했어요. 연결되면 올릴게요.')).toBeInTheDocument();
    // Marking opens right after the photo; the inspector may skip it.
    await user.click(await screen.findByRole('button', { name: '표시 없이' }));

    const strip = screen.getByRole('list', { name: '침실1 · 도배 사진 1장' });
    expect(within(strip).getByText('전송 대기')).toBeInTheDocument();
    expect(screen.getByText('사진 찍기 · 근접')).toBeInTheDocument();
    expect(apiMock.inspectorAddInspectionPhoto).not.toHaveBeenCalled();

    mockApi({
      partnerGetPresignedUrl: async () => presigned('inspection', 1),
      inspectorAddInspectionPhoto: async () => ok(photoFixture({ photoIdx: 55 })),
    });
    setOnline(vi, true);

    await waitFor(() =>
      expect(apiMock.inspectorAddInspectionPhoto).toHaveBeenCalledWith({
        inspectionId: 7,
        body: { clientKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), fileKey: 'inspection/k1.jpg', taskIdx: 11, type: 'visual', spaceIdx: 3, role: 'wide' },
      }),
    );
    expect(apiMock.partnerGetPresignedUrl).toHaveBeenCalledWith({ type: 'inspection', mimeType: 'image/jpeg' }, { signal: undefined });
    expect(FakeUpload.sent).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('전송 대기')).not.toBeInTheDocument());
  });

  it('sends the marks drawn right after the photo once the photo is on the server', async () => {
    const user = userEvent.setup();
    mockApi({
      partnerGetPresignedUrl: async () => presigned('inspection', 2),
      inspectorAddInspectionPhoto: async () => ok(photoFixture({ photoIdx: 81 })),
      inspectorUpdateInspectionPhoto: async ({ photoId, body }) => ok(photoFixture({ photoIdx: photoId, annotations: body.annotations ?? [] })),
    });
    renderWithProviders(<PhotoCaptureButton inspectionIdx={7} label="욕실1 · 타일" type="visual" spaceIdx={4} taskIdx={12} />);

    await user.upload(cameraInput(), jpeg('IMG_0002.jpg'));
    const surface = await screen.findByRole('img', { name: /욕실1 · 타일 사진에 표시하기/ });
    vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 320, height: 240, x: 0, y: 0, right: 320, bottom: 240, toJSON: () => ({}) });
    fireEvent.pointerDown(surface, { pointerId: 1, clientX: 32, clientY: 24, button: 0 });
    fireEvent.pointerMove(surface, { pointerId: 1, clientX: 160, clientY: 120 });
    fireEvent.pointerUp(surface, { pointerId: 1, clientX: 160, clientY: 120 });
    await user.click(screen.getByRole('button', { name: '표시 저장하기' }));

    await waitFor(() =>
      expect(apiMock.inspectorUpdateInspectionPhoto).toHaveBeenCalledWith({
        photoId: 81,
        body: { annotations: [{ kind: 'arrow', x1: 0.1, y1: 0.1, x2: 0.5, y2: 0.5 }] },
      }),
    );
    expect(apiMock.inspectorAddInspectionPhoto.mock.invocationCallOrder[0]).toBeLessThan(apiMock.inspectorUpdateInspectionPhoto.mock.invocationCallOrder[0]!);
  });

  it('refuses a file that is not a photo, saying why, and keeps nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<PhotoCaptureButton inspectionIdx={7} label="거실" />);
    await user.upload(cameraInput(), new File(['%PDF'], '도면.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/도면\.pdf: .*사진만 올릴 수 있어요\./)).toBeInTheDocument();
    expect(getOutbox().getState().items).toHaveLength(0);
  });
});
