import { describe, expect, it } from 'vitest';
import { offlineVisitHours, offlineVisitProblem } from './offline-visit';
import { seoulInstant } from './seoul-time';

// 2027-03-03 is a Wednesday; the company works 09:00-18:00 on weekdays and not on Sundays.
const weekly = { mon: { open: '09:00', close: '18:00' }, wed: { open: '09:00', close: '18:00' }, sun: null };
const morning = seoulInstant('2027-03-01', '10:00');

describe('offlineVisitHours', () => {
  it('offers the hours from opening until before closing, and nothing on a day off or a weekday without hours', () => {
    expect(offlineVisitHours(weekly, '2027-03-03', morning)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(offlineVisitHours(weekly, '2027-03-07', morning)).toEqual([]);
    expect(offlineVisitHours(weekly, '2027-03-02', morning)).toEqual([]);
    expect(offlineVisitHours({ wed: { open: '09:30', close: '12:00' } }, '2027-03-03', morning)).toEqual([10, 11]);
  });

  it('offers only the hours still ahead today in Korea, whatever the server’s own zone', () => {
    // 2027-03-03 14:30 in Seoul is 05:30 UTC.
    expect(offlineVisitHours(weekly, '2027-03-03', new Date('2027-03-03T05:30:00Z'))).toEqual([15, 16, 17]);
    expect(offlineVisitHours(weekly, '2027-03-03', new Date('2027-03-03T09:00:00Z'))).toEqual([]);
    expect(offlineVisitHours(weekly, '2027-03-01', new Date('2027-03-03T00:00:00Z'))).toEqual([]);
  });
});

describe('offlineVisitProblem', () => {
  it('names the field and says what to pick', () => {
    const now = new Date('2027-03-03T05:30:00Z');
    expect(offlineVisitProblem(weekly, { date: '2027-03-02', hour: 10 }, now)).toEqual({ field: 'visitDate', message: '방문일은 오늘이나 그 뒤로 골라 주세요.' });
    expect(offlineVisitProblem(weekly, { date: '2027-03-07', hour: 10 }, now)?.message).toBe('2027.03.07 (일)에는 방문을 받을 수 없어요. 일요일은 업체가 쉬는 요일이에요. 영업하는 날을 골라 주세요.');
    expect(offlineVisitProblem(weekly, { date: '2027-03-03', hour: 10 }, now)).toEqual({
      field: 'visitHour',
      message: '방문 시간이 이미 지났어요. 오늘은 오후 3시부터 오후 5시까지 중에서 골라 주세요.',
    });
    expect(offlineVisitProblem(weekly, { date: '2027-03-08', hour: 20 }, now)).toEqual({
      field: 'visitHour',
      message: '방문 시간은 영업시간(09:00~18:00) 안에서 골라 주세요: 오전 9시부터 오후 5시까지.',
    });
    expect(offlineVisitProblem(weekly, { date: '2027-03-03', hour: 15 }, now)).toBeNull();
    expect(offlineVisitProblem(weekly, { date: '2027-03-08', hour: null }, now)).toBeNull();
  });
});
