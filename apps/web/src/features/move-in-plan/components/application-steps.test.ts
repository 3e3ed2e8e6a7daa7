import { describe, expect, it } from 'vitest';
import { makeOptions, inDays } from '../test/fixtures';
import { applicationBody, chooseHome, firstIncompleteStep, initialDraft, stepOfField, stepProblem, toggled } from './application-steps';

const today = inDays(0);

describe('the move-in plan application', () => {
  it('starts on the first home with its own move-in date and two adults', () => {
    const draft = initialDraft(makeOptions(), today);
    expect(draft).toMatchObject({ homeIdx: 7, moveInDate: inDays(40), moveInFromHome: true, household: { adults: 2, children: 0, pets: 0, allergies: false } });
    expect(firstIncompleteStep(draft, makeOptions(), today)).toBe('budget');
  });

  it('ignores a home move-in date already past', () => {
    const options = makeOptions();
    options.homes[0]!.moveInDate = inDays(-3);
    expect(initialDraft(options, today).moveInDate).toBeNull();
  });

  it('lets another home bring its own date, but keeps a date the resident picked', () => {
    const options = makeOptions();
    const draft = initialDraft(options, today);
    expect(chooseHome(draft, options, 8, today)).toMatchObject({ homeIdx: 8, moveInDate: null });
    const picked = { ...draft, moveInDate: inDays(10), moveInFromHome: false };
    expect(chooseHome(picked, options, 8, today)).toMatchObject({ homeIdx: 8, moveInDate: inDays(10) });
  });

  it('says what is missing on each required screen', () => {
    const options = makeOptions();
    const draft = initialDraft(options, today);
    expect(stepProblem('home', { ...draft, homeIdx: 999 }, options, today)).toBe('입주할 집을 골라 주세요.');
    expect(stepProblem('moveIn', { ...draft, moveInDate: null }, options, today)).toBe('입주 예정일을 골라 주세요.');
    expect(stepProblem('moveIn', { ...draft, moveInDate: inDays(-1) }, options, today)).toBe('오늘 이후의 날짜를 골라 주세요.');
    expect(stepProblem('household', { ...draft, household: { ...draft.household, adults: 0 } }, options, today)).toBe('가족 수를 다시 확인해 주세요.');
    expect(stepProblem('budget', draft, options, today)).toBe('예산을 골라 주세요.');
    expect(stepProblem('priorities', draft, options, today)).toBeNull();
    expect(stepProblem('booked', draft, options, today)).toBeNull();
  });

  it('sends the budget as the chosen choice’s amount (null for 상관없어요) with the request key', () => {
    const options = makeOptions();
    const draft = { ...initialDraft(options, today), budgetCode: 'b200', priorities: toggled([], 'cleaning'), alreadyBooked: ['move'] };
    expect(applicationBody(draft, options, 'key-12345678')).toEqual({
      homeIdx: 7,
      moveInDate: inDays(40),
      household: { adults: 2, children: 0, pets: 0, allergies: false },
      budget: 2_000_000,
      priorities: ['cleaning'],
      alreadyBooked: ['move'],
      requestKey: 'key-12345678',
    });
    expect(applicationBody({ ...draft, budgetCode: 'none' }, options, 'k').budget).toBeNull();
    expect(toggled(['cleaning', 'air'], 'cleaning')).toEqual(['air']);
  });

  it('finds the screen of a field the server refused', () => {
    expect(stepOfField('household.children')).toBe('household');
    expect(stepOfField('moveInDate')).toBe('moveIn');
    expect(stepOfField('alreadyBooked[0]')).toBe('booked');
    expect(stepOfField('requestKey')).toBeNull();
  });
});
