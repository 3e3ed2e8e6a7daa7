import type { SavedMoveInCalculation } from '@ipju/contract';
import { describe, expect, it } from 'vitest';
import { balanceAmountOf, digitsOf, EMPTY_FORM, fromSaved, toInput, withCommas, type CalculatorForm } from './calculator-form';

const form: CalculatorForm = {
  ...EMPTY_FORM,
  place: { apartmentIdx: 1, areaIdx: 3, name: '잠실래미안아이파크', pyeong: 34 },
  price: '750000000',
  balanceDate: '2027-01-15',
  withSchedule: true,
  depositAmount: '75000000',
  depositDate: '2024-03-02',
  interimAmount: '450000000',
  interimDate: '2025-09-01',
  homesOwned: 2,
  adjustedArea: true,
  temporaryTwoHomes: true,
  lawyerFee: '330000',
  itemIdxs: [101, 114],
};

describe('the calculator form', () => {
  it('keeps amounts as digits and shows them with commas while typing', () => {
    expect(digitsOf('7억 5,000')).toBe('75000');
    expect(digitsOf('007,500')).toBe('7500');
    expect(withCommas('750000000')).toBe('750,000,000');
    expect(withCommas('')).toBe('');
  });

  it('sends the schedule with the 잔금 that is left, on the 잔금일', () => {
    expect(balanceAmountOf(form)).toBe(225_000_000);
    expect(toInput(form)).toMatchObject({
      apartmentIdx: 1,
      areaIdx: 3,
      price: 750_000_000,
      payments: [
        { kind: 'deposit', amount: 75_000_000, dueDate: '2024-03-02' },
        { kind: 'interim', amount: 450_000_000, dueDate: '2025-09-01' },
        { kind: 'balance', amount: 225_000_000, dueDate: '2027-01-15' },
      ],
      homesOwned: 2,
      temporaryTwoHomes: true,
      lawyerFee: 330_000,
      movingCost: null,
      services: [
        { itemIdx: 101, optionIdxs: [], quantity: 1 },
        { itemIdx: 114, optionIdxs: [], quantity: 1 },
      ],
    });
    // 일시적 2주택 only counts for two homes in an adjusted area; no schedule without amounts.
    expect(toInput({ ...form, homesOwned: 3 }).temporaryTwoHomes).toBe(false);
    expect(toInput({ ...form, withSchedule: false }).payments).toEqual([]);
  });

  it('fills the form back from a saved calculation', () => {
    const saved = {
      input: toInput(form),
      result: { apartment: { apartmentIdx: 1, name: '잠실래미안아이파크' }, area: { areaIdx: 3, pyeong: 34, exclusiveArea: 84.97, typeName: '84A' } },
    } as unknown as SavedMoveInCalculation;
    expect(fromSaved(saved)).toEqual({ ...form, priceKind: 'presale', useLawyer: true, movingCost: '' });
  });
});
