import type { InspectionPhoto } from '@ipju/contract';
import type { vi as Vi } from 'vitest';

/** A photo as the server returns it (overrides per test). */
export function photoFixture(overrides: Partial<InspectionPhoto> = {}): InspectionPhoto {
  return {
    photoIdx: 55,
    inspectionIdx: 7,
    taskIdx: 11,
    type: 'visual',
    spaceIdx: 3,
    url: '/files/inspection/p55.jpg',
    width: 4000,
    height: 3000,
    role: 'wide',
    annotations: [],
    createdAt: '2026-11-26T01:00:00.000Z',
    ...overrides,
  };
}

/** The browser pieces a photo needs in jsdom: decoding its size and an object address for the preview. */
export function stubPhotoBrowser(vi: typeof Vi, size = { width: 4000, height: 3000 }) {
  vi.stubGlobal('createImageBitmap', async () => ({ ...size, close: () => {} }));
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:photo-${++n}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
}

/** Switches the phone's connection; going online fires the browser's `online` event. */
export function setOnline(vi: typeof Vi, online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) window.dispatchEvent(new Event('online'));
}
