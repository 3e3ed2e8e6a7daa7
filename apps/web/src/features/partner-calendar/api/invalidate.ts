import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys } from './keys';

/** After any change of the calendar: every loaded month, week and day is read again. */
export const afterCalendarChange = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: calendarKeys.all });
