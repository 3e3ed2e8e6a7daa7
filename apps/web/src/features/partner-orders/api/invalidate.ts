import type { QueryClient } from '@tanstack/react-query';
import { partnerOrderKeys } from './keys';

/** After a job step: the line's detail, the lists and the day view show it. */
export function afterJobChange(queryClient: QueryClient, lineIdx: number) {
  void queryClient.invalidateQueries({ queryKey: partnerOrderKeys.detail(lineIdx) });
  void queryClient.invalidateQueries({ queryKey: [...partnerOrderKeys.all(), 'list'] });
  void queryClient.invalidateQueries({ queryKey: partnerOrderKeys.schedules() });
}
