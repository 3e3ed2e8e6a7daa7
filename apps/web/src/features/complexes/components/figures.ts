import { formatNumber, MIN_HOUSEHOLDS_SHOWN } from '@ipju/contract';

/** What a figure left out for privacy reads as (fewer than MIN_HOUSEHOLDS_SHOWN households). */
export const HIDDEN_FIGURE = '아직 집계 중이에요';

/** Why some figures are left out, in one sentence the screens share. */
export const HIDDEN_FIGURE_NOTE = `이웃이 ${MIN_HOUSEHOLDS_SHOWN}세대 이상 모인 수치만 보여 드려요. 누가 무엇을 샀는지 알 수 없도록 적은 수는 가려요.`;

export const householdsText = (households: number | null) => (households === null ? HIDDEN_FIGURE : `${formatNumber(households)}세대`);
