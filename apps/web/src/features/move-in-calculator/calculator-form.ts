import { formatNumber, formatWonInUnits, type MoveInCalculationInput, type SavedMoveInCalculation } from '@ipju/contract';

/** The unit the calculation is for: from the resident's homes, or a complex and 평형 chosen here. */
export interface CalculatorPlace {
  apartmentIdx: number;
  areaIdx: number;
  name: string;
  pyeong: number | null;
}

/** The calculator's inputs as typed (amounts as digit strings, so a field can be empty). */
export interface CalculatorForm {
  place: CalculatorPlace | null;
  priceKind: 'presale' | 'resale';
  price: string;
  balanceDate: string;
  withSchedule: boolean;
  depositAmount: string;
  depositDate: string;
  interimAmount: string;
  interimDate: string;
  homesOwned: 1 | 2 | 3 | 4;
  adjustedArea: boolean;
  temporaryTwoHomes: boolean;
  useLawyer: boolean;
  lawyerFee: string;
  movingCost: string;
  itemIdxs: number[];
}

export const EMPTY_FORM: CalculatorForm = {
  place: null,
  priceKind: 'presale',
  price: '',
  balanceDate: '',
  withSchedule: false,
  depositAmount: '',
  depositDate: '',
  interimAmount: '',
  interimDate: '',
  homesOwned: 1,
  adjustedArea: false,
  temporaryTwoHomes: false,
  useLawyer: true,
  lawyerFee: '',
  movingCost: '',
  itemIdxs: [],
};

/** Digits only ('7,500,000' -> '7500000'), at most 12 of them (1,000억원). */
export const digitsOf = (typed: string) => typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 12);

/** '7500000' -> '7,500,000' while typing. */
export const withCommas = (digits: string) => (digits ? formatNumber(Number(digits)) : '');

const amountOf = (digits: string) => (digits ? Number(digits) : 0);

/** 750000000 -> '7억 5,000만원' (the contract's, as the server's texts say it). */
export const formatKoreanWon = formatWonInUnits;

/** The 잔금 left once the 계약금 and 중도금 are paid. */
export const balanceAmountOf = (form: CalculatorForm) =>
  amountOf(form.price) - (form.withSchedule ? amountOf(form.depositAmount) + amountOf(form.interimAmount) : 0);

/** The request the server computes (its schema checks every field and names the one to fix). */
export function toInput(form: CalculatorForm): MoveInCalculationInput {
  const payments: NonNullable<MoveInCalculationInput['payments']> = [];
  if (form.withSchedule) {
    if (form.depositAmount) payments.push({ kind: 'deposit', amount: amountOf(form.depositAmount), dueDate: form.depositDate });
    if (form.interimAmount) payments.push({ kind: 'interim', amount: amountOf(form.interimAmount), dueDate: form.interimDate });
    if (payments.length) payments.push({ kind: 'balance', amount: balanceAmountOf(form), dueDate: form.balanceDate });
  }
  return {
    apartmentIdx: form.place?.apartmentIdx ?? 0,
    areaIdx: form.place?.areaIdx ?? 0,
    priceKind: form.priceKind,
    price: amountOf(form.price),
    balanceDate: form.balanceDate,
    payments,
    homesOwned: form.homesOwned,
    adjustedArea: form.adjustedArea,
    temporaryTwoHomes: form.homesOwned === 2 && form.adjustedArea && form.temporaryTwoHomes,
    useLawyer: form.useLawyer,
    lawyerFee: form.useLawyer && form.lawyerFee ? amountOf(form.lawyerFee) : null,
    movingCost: form.movingCost ? amountOf(form.movingCost) : null,
    services: form.itemIdxs.map((itemIdx) => ({ itemIdx, optionIdxs: [], quantity: 1 })),
  };
}

/** A saved calculation's inputs back in the form, so the one who opens a link can change them. */
export function fromSaved(saved: SavedMoveInCalculation): CalculatorForm {
  const { input, result } = saved;
  const payment = (kind: 'deposit' | 'interim') => input.payments?.find((p) => p.kind === kind);
  const deposit = payment('deposit');
  const interim = payment('interim');
  return {
    place: { apartmentIdx: result.apartment.apartmentIdx, areaIdx: result.area.areaIdx, name: result.apartment.name, pyeong: result.area.pyeong },
    priceKind: input.priceKind ?? 'presale',
    price: String(input.price),
    balanceDate: input.balanceDate,
    withSchedule: Boolean(deposit || interim),
    depositAmount: deposit ? String(deposit.amount) : '',
    depositDate: deposit?.dueDate ?? '',
    interimAmount: interim ? String(interim.amount) : '',
    interimDate: interim?.dueDate ?? '',
    homesOwned: Math.min(4, Math.max(1, input.homesOwned)) as 1 | 2 | 3 | 4,
    adjustedArea: input.adjustedArea ?? false,
    temporaryTwoHomes: input.temporaryTwoHomes ?? false,
    useLawyer: input.useLawyer ?? true,
    lawyerFee: input.lawyerFee ? String(input.lawyerFee) : '',
    movingCost: input.movingCost ? String(input.movingCost) : '',
    itemIdxs: (input.services ?? []).map((s) => s.itemIdx),
  };
}
