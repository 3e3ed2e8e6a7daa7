import { api } from '@ipju/api-client';
import type { ZzimList } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { zzimKeys } from './keys';
import type { HeartMap } from './listZzims';

export interface ToggleZzimInput {
  itemIdx: number;
  /** The heart to remove; undefined to add one. */
  zzimIdx?: number;
}

const without = (map: HeartMap, itemIdx: number): HeartMap => {
  const next = { ...map };
  delete next[itemIdx];
  return next;
};

/**
 * Hearts or un-hearts an item (createZzim, deleteZzim: POST /zzims, DELETE /zzims/{zzimIdx}), optimistically: the
 * heart changes at once and goes back if the server refuses. A removed heart also leaves my lists at once.
 */
export const toggleZzimMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ itemIdx, zzimIdx }: ToggleZzimInput): Promise<number | null> => {
      if (zzimIdx === undefined) return (await api.createZzim({ body: { itemIdx } })).data.zzimIdx;
      await api.deleteZzim({ id: zzimIdx });
      return null;
    },
    onMutate: async ({ itemIdx, zzimIdx }) => {
      await queryClient.cancelQueries({ queryKey: zzimKeys.all() });
      const hearts = queryClient.getQueryData<HeartMap>(zzimKeys.hearts());
      const lists = queryClient.getQueriesData<ZzimList>({ queryKey: zzimKeys.lists() });
      if (hearts) queryClient.setQueryData<HeartMap>(zzimKeys.hearts(), zzimIdx === undefined ? { ...hearts, [itemIdx]: null } : without(hearts, itemIdx));
      if (zzimIdx !== undefined) {
        queryClient.setQueriesData<ZzimList>({ queryKey: zzimKeys.lists() }, (list) =>
          list
            ? {
                ...list,
                zzims: list.zzims.filter((z) => z.itemIdx !== itemIdx),
                itemIdxs: list.itemIdxs.filter((i) => i !== itemIdx),
                count: list.zzims.some((z) => z.itemIdx === itemIdx) ? list.count - 1 : list.count,
              }
            : list,
        );
      }
      return { hearts, lists };
    },
    onSuccess: (zzimIdx, { itemIdx }) => {
      queryClient.setQueryData<HeartMap>(zzimKeys.hearts(), (map) =>
        map ? (zzimIdx === null ? without(map, itemIdx) : { ...map, [itemIdx]: zzimIdx }) : map,
      );
    },
    onError: (_error, _input, context) => {
      if (context?.hearts) queryClient.setQueryData(zzimKeys.hearts(), context.hearts);
      for (const [key, list] of context?.lists ?? []) queryClient.setQueryData(key, list);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: zzimKeys.lists() }),
  });

export function useToggleZzim() {
  return useMutation(toggleZzimMutation(useQueryClient()));
}
