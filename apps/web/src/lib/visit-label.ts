import { formatDate, formatHour } from './format';

/** '12월 5일 (금) 오전 10시', '12월 5일 (금) 시간 협의' or '방문일 협의'. */
export function visitLabel(visitDate: string | null, visitHour: number | null): string {
  if (!visitDate) return '방문일 협의';
  return `${formatDate(visitDate, { weekday: true })} ${visitHour === null ? '시간 협의' : formatHour(visitHour)}`;
}
