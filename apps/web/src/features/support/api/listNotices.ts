import { api } from '@ipju/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supportKeys } from './keys';

export const NOTICE_PAGE_SIZE = 20;

export const listNoticesQuery = (page: number, limit = NOTICE_PAGE_SIZE) =>
  queryOptions({
    queryKey: supportKeys.notices(page, limit),
    queryFn: async () => (await api.listNotices({ page, limit })).data,
  });

export function useNotices(page: number, limit = NOTICE_PAGE_SIZE) {
  return useQuery({ ...listNoticesQuery(page, limit), placeholderData: keepPreviousData });
}
