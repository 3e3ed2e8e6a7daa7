import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const listItemImagesQuery = (id: number) =>
  queryOptions({
    queryKey: ['items', id, 'images'],
    queryFn: async () => (await api.listItemImages({ id })).data,
  });

export function useItemImages(id: number) {
  return useQuery(listItemImagesQuery(id));
}
