import 'fake-indexeddb/auto';
import type { InspectionDetail, InspectionListItem, InspectionStandard, InspectionTask, InspectionType, PartnerProfile } from '@ipju/contract';
import { INSPECTION_TYPES, INSPECTION_TYPE_LABELS } from '@ipju/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { patchConsoles } from '../app/console-entries';
import { appRoutes } from '../app/routes';
import { AuthProvider } from '../features/auth';
import { DEMO_PARTNER, storePartnerToken } from './partner-console';
import { createTestQueryClient } from './test-utils';

// The inspector console as the app mounts it (the real route tree, the console added by its lazy entry),
// with data builders for its component tests. Test only.

export const DEMO_INSPECTOR: PartnerProfile = {
  ...DEMO_PARTNER,
  partnerIdx: 21,
  companyName: '입주 사전점검팀',
  isInspection: true,
  account: { accountIdx: 30, email: 'inspector@ipju.kr', name: '박점검', phone: null, lastLoginAt: null },
};

export { storePartnerToken };

/** Renders the app's router at `path`, both consoles included; `queryClient` to start with cached data. */
export function renderInspectorConsole(path: string, { queryClient = createTestQueryClient() }: { queryClient?: QueryClient } = {}) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path], patchRoutesOnNavigation: patchConsoles });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider initialState={{ initialized: true, isLoggedIn: false, user: null }}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

const SPACES = [
  { spaceIdx: 101, name: '거실', kind: 'living' as const, kindLabel: '거실', sortOrder: 1 },
  { spaceIdx: 102, name: '침실1', kind: 'bedroom' as const, kindLabel: '침실', sortOrder: 2 },
  { spaceIdx: 103, name: '욕실1', kind: 'bathroom' as const, kindLabel: '욕실', sortOrder: 3 },
];

export function inspectionItem(overrides: Partial<InspectionListItem> = {}): InspectionListItem {
  return {
    inspectionIdx: 7,
    status: 'in_progress',
    statusLabel: '점검 중',
    isSample: false,
    complexName: '래미안 원베일리',
    dong: '101',
    ho: '1203',
    homeLabel: '래미안 원베일리 101동 1203호',
    pyeong: 34,
    exclusiveAreaM2: 84,
    areaLabel: '34평 (전용 84㎡)',
    residentName: '김입주',
    visitDate: '2026-12-05',
    visitHour: 9,
    types: INSPECTION_TYPES.map((type) => ({
      type,
      label: INSPECTION_TYPE_LABELS[type],
      state: 'writing' as const,
      stateLabel: '작성 중',
      completedAt: null,
      taskCount: 0,
    })),
    completedTypeCount: 0,
    taskCount: 0,
    reportedAt: null,
    sentAt: null,
    latestReportIdx: null,
    createdAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

export function inspectionDetail(overrides: Partial<InspectionDetail> = {}): InspectionDetail {
  return {
    ...inspectionItem(),
    apartmentIdx: 3,
    address: '서울 서초구 반포동',
    builder: '삼성물산',
    companyName: DEMO_INSPECTOR.companyName,
    orderLineIdx: 55,
    orderNo: 'ORD-1',
    residentIdx: 9,
    residentPhoneMasked: '010-****-5678',
    canCall: true,
    region: 'II',
    regionLabel: '지역 II (중부2)',
    approvedFrom2019_07: true,
    memo: null,
    opinion: null,
    opinionAt: null,
    spaces: SPACES,
    ...overrides,
  };
}

const LEVEL_STANDARD = {
  key: 'level.floor',
  type: 'level' as const,
  label: '바닥 수평 (마루 바탕)',
  unit: 'mm',
  comparator: 'max' as const,
  limit: 2,
  spanMm: 3000,
  condition: null,
  region: null,
  source: 'LH 전문시방서 (마루 바탕 바닥 평탄도)',
  verified: true,
  note: null,
};

export function standardOf(type: InspectionType): InspectionStandard {
  return { type, typeLabel: INSPECTION_TYPE_LABELS[type], items: type === 'level' ? [LEVEL_STANDARD] : [], notes: [] };
}

export function levelTask(overrides: Partial<InspectionTask> = {}): InspectionTask {
  return {
    taskIdx: 501,
    inspectionIdx: 7,
    type: 'level',
    typeLabel: '바닥 수평',
    spaceIdx: 101,
    spaceName: '거실',
    location: '',
    comment: null,
    clientKey: 'server-task-1',
    values: { type: 'level', spanMm: 3000, deviationMm: 1 },
    judgement: { verdict: 'pass', verdictLabel: '적합', measuredText: '3,000 mm에 1 mm', allowedText: '3,000 mm에 2 mm 이하', note: null, standardKey: 'level.floor' },
    photos: [],
    createdAt: '2026-12-05T01:00:00.000Z',
    updatedAt: '2026-12-05T01:00:00.000Z',
    ...overrides,
  };
}
