import { partnerKeys } from '../../partner-auth';

/** The company's items (상품 관리). */
export const partnerItemKeys = {
  all: () => [...partnerKeys.all, 'items'] as const,
  list: () => [...partnerItemKeys.all(), 'list'] as const,
  detail: (itemIdx: number) => [...partnerItemKeys.all(), itemIdx] as const,
};
