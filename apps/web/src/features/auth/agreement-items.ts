import type { LegalSlug } from '../legal';

/**
 * The lines of the terms screen (/agree), in order. Each required line must be ticked; a line with a
 * `policy` links to its readable page (/policies/{slug}). The keys are the fields of `PUT /auths/agreement`.
 */
export interface AgreementItem {
  key: 'ageOver14' | 'terms' | 'privacy' | 'marketing';
  label: string;
  required: boolean;
  policy?: LegalSlug;
}

export const AGREEMENT_ITEMS: AgreementItem[] = [
  { key: 'ageOver14', label: '만 14세 이상이에요', required: true },
  { key: 'terms', label: '이용약관', required: true, policy: 'terms' },
  { key: 'privacy', label: '개인정보 수집·이용 동의', required: true, policy: 'privacy-consent' },
  { key: 'marketing', label: '마케팅 정보 수신 동의', required: false, policy: 'marketing' },
];

export type AgreementChoices = Record<AgreementItem['key'], boolean>;

/**
 * The ticks survive a visit to a policy page and back (the page is left, not a sheet opened), for this
 * tab only.
 */
const STORAGE_KEY = 'ipju.agree-choices';

export function loadChoices(fallback: AgreementChoices): AgreementChoices {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<AgreementChoices> | null;
    return saved ? { ...fallback, ...saved } : fallback;
  } catch {
    return fallback;
  }
}

export function saveChoices(choices: AgreementChoices | null): void {
  try {
    if (choices) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choices));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode in some webviews): the ticks are simply not kept.
  }
}
