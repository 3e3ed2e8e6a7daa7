import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';

export const listItemImagesQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.images(id),
    queryFn: async () => (await api.listItemImages({ id })).data,
  });

export function useItemImages(id: number) {
  return useQuery(listItemImagesQuery(id));
}
