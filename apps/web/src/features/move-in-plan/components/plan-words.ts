import type { PlanApplication, PlanHome, PlanLine } from '@ipju/contract';
import { formatDate, formatHour } from '../../../lib/format';

/** '잠실래미안아이파크 101동 1203호 34평' */
export function planHomeLabel(home: PlanHome): string {
  return [home.apartmentName, `${home.dong}동 ${home.ho}호`, home.pyeong != null ? `${home.pyeong}평` : null].filter(Boolean).join(' ');
}

/** '2026.12.05 (토) 오전 9시', or '2026.12.05 (토) · 시간은 해피콜 때 정해요' when the company calls to agree it. */
export function lineWhen(line: Pick<PlanLine, 'date' | 'time'>): string {
  return line.time === null ? `${formatDate(line.date)} · 시간은 해피콜 때 정해요` : `${formatDate(line.date)} ${formatHour(line.time)}`;
}

/** '12.01 (화) ~ 12.10 (목)': the days a line may move to (the rules' window). */
export function windowWords(line: Pick<PlanLine, 'earliestDate' | 'latestDate'>): string {
  const short = (ymd: string) => formatDate(ymd).slice(5);
  return line.earliestDate === line.latestDate ? short(line.earliestDate) : `${short(line.earliestDate)} ~ ${short(line.latestDate)}`;
}

/** '같은 단지 34평 이웃 12세대가 골랐어요 (40%)'; null when too few neighbours to show. */
export function neighboursWords(line: Pick<PlanLine, 'neighbours'>, home: Pick<PlanHome, 'pyeong'>): string | null {
  if (!line.neighbours) return null;
  const who = home.pyeong != null ? `같은 단지 ${home.pyeong}평 이웃` : '같은 단지 이웃';
  return `${who} ${line.neighbours.count}세대가 골랐어요 (${line.neighbours.share}%)`;
}

/** The lines in the plan's order. */
export const linesInOrder = (application: Pick<PlanApplication, 'lines'>): PlanLine[] => [...application.lines].sort((a, b) => a.step - b.step);

/** What 전부 담기 would put in the cart now (the planned lines), and what is already there. */
export function cartState(application: Pick<PlanApplication, 'lines'>): { planned: PlanLine[]; inCart: number; booked: number } {
  return {
    planned: application.lines.filter((l) => l.status === 'planned'),
    inCart: application.lines.filter((l) => l.status === 'in_cart').length,
    booked: application.lines.filter((l) => l.status === 'booked').length,
  };
}
