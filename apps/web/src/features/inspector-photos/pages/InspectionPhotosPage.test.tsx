import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMock, mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/test-utils';
import { photoFixture, stubPhotoBrowser } from '../test/fixtures';
import { InspectionPhotosPage } from './InspectionPhotosPage';

beforeEach(() => stubPhotoBrowser(vi));
afterEach(() => vi.restoreAllMocks());

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/inspector/inspections/:inspectionId/photos" element={<InspectionPhotosPage />} />
    </Routes>,
    { route: '/inspector/inspections/7/photos' },
  );
}

describe('InspectionPhotosPage', () => {
  it('shows every photo with its marks, and deletes one after asking', async () => {
    const user = userEvent.setup();
    let photos = [
      photoFixture({ photoIdx: 1, annotations: [{ kind: 'circle', x: 0.5, y: 0.5, rx: 0.1, ry: 0.1 }] }),
      photoFixture({ photoIdx: 2, type: 'thermal', role: null }),
    ];
    mockApi({
      inspectorListInspectionPhotos: async () => ok({ photos }),
      inspectorDeleteInspectionPhoto: async ({ photoId }) => {
        photos = photos.filter((p) => p.photoIdx !== photoId);
        return ok({ ok: true as const });
      },
    });
    renderPage();

    const list = await screen.findByRole('list', { name: '사진 목록' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: '열화상 사진' })).toBeInTheDocument();
    // The circle drawn on photo 1 is drawn over it.
    expect(list.querySelectorAll('ellipse')).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: '사진 2 지우기' }));
    await user.click(await screen.findByRole('button', { name: '지우기' }));
    expect(apiMock.inspectorDeleteInspectionPhoto).toHaveBeenCalledWith({ photoId: 2 });
    expect(await screen.findByText('사진을 지웠어요.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: '사진 목록' })).getAllByRole('listitem')).toHaveLength(1));
  });

  it('pages one type’s photos and says when a type has none', async () => {
    const user = userEvent.setup();
    mockApi({
      inspectorListInspectionPhotos: async () => ok({ photos: [] }),
      inspectorListPhotoPage: async ({ type, page = 1 }) =>
        ok(
          type === 'level'
            ? { photos: [photoFixture({ photoIdx: 100 + page, type: 'level' })], page, total: 2, hasNext: page === 1 }
            : { photos: [], page: 1, total: 0, hasNext: false },
        ),
    });
    renderPage();
    expect(await screen.findByText('아직 찍은 사진이 없어요')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '바닥 수평' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '사진 더 보기' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(apiMock.inspectorListPhotoPage).toHaveBeenLastCalledWith({ inspectionId: 7, type: 'level', page: 2 });
    expect(screen.queryByRole('button', { name: '사진 더 보기' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '라돈·공기질' }));
    expect(await screen.findByText('라돈·공기질 사진이 없어요')).toBeInTheDocument();
  });
});
