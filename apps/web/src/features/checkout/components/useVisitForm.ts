import { entryMethodNeedsCode, type CartLine, type ResidentHome, type VisitCheck, type VisitDetailsBody } from '@ipju/contract';
import { useEffect, useRef, useState } from 'react';
import { fieldErrors } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { getChosenApartment, useCreateResidentHome, useResidentHomes, useUpdateResidentHome } from '../../apartment';
import { useAuth } from '../../auth';
import { useBillingVisitCheck } from '../api/checkBillingVisit';
import { readVisitDraft, saveVisitDraft, visitDraftKey, type VisitDraftValues } from '../lib/visit-draft';

export type VisitValues = VisitDraftValues;

export const VISIT_FIELDS = ['dong', 'ho', 'contactName', 'contactPhone', 'entryMethod', 'entryCode', 'parking', 'request'] as const;
export type VisitField = (typeof VISIT_FIELDS)[number];

/** Strips a trailing 동/호 the way the server reads it, to tell whether the home changed. */
const unit = (v: string, suffix: string) => v.replace(/\s+/g, '').replace(new RegExp(`${suffix}$`), '');

export interface VisitForm {
  values: VisitValues;
  set: (patch: Partial<VisitValues>) => void;
  errors: Partial<Record<VisitField, string>>;
  /** The home the page started from (the resident's home in the cart's complex), if any. */
  home: ResidentHome | null;
  loading: boolean;
  check: VisitCheck | undefined;
  checkFailed: boolean;
  consent: boolean;
  setConsent: (agreed: boolean) => void;
  duplicateOk: boolean;
  setDuplicateOk: (ok: boolean) => void;
  /** What is still missing, in Korean (the pay button's hint), or null when ready. */
  missing: string | null;
  /** Saves a changed 동·호 to the resident's home, then answers the body of POST /billings/init (null: fix a field). */
  commit: () => Promise<{ visit: VisitDetailsBody; agreeThirdParty: true } | null>;
  /** Shows a refused POST /billings/init's field message under its field; true when it named one. */
  showServerError: (error: unknown) => boolean;
}

/**
 * The payment page's visit details: prefilled from the resident's home in the cart's complex (their current
 * home first) and their own name and phone; the server's visit check names the companies for the consent and
 * the double bookings, which need an explicit "그래도 예약할게요". What the resident types is kept as a draft for
 * these services in this tab (lib/visit-draft.ts), so a cancelled payment window and 결제하기 again from the cart
 * start from it; the consents are asked again for every order.
 */
export function useVisitForm(cartIdxs: number[], lines: readonly CartLine[]): VisitForm {
  const apartmentIdx = lines[0]?.apartment?.apartmentIdx ?? null;
  const { user } = useAuth();
  const homes = useResidentHomes();
  const createHome = useCreateResidentHome();
  const updateHome = useUpdateResidentHome();
  const home =
    homes.data?.find((h) => h.isCurrent && (apartmentIdx === null || h.apartmentIdx === apartmentIdx)) ??
    homes.data?.find((h) => apartmentIdx !== null && h.apartmentIdx === apartmentIdx) ??
    null;
  const [values, setValues] = useState<VisitValues>({
    dong: '',
    ho: '',
    contactName: '',
    contactPhone: '',
    entryMethod: null,
    entryCode: '',
    parking: null,
    request: '',
  });
  const [errors, setErrors] = useState<Partial<Record<VisitField, string>>>({});
  const [consent, setConsent] = useState(false);
  const [duplicateOk, setDuplicateOk] = useState(false);
  const [prefilled, setPrefilled] = useState({ home: false, contact: false });

  // The draft of these services, read once they are known (the cart loads after the page), written after each
  // change the resident makes (not for the prefill alone, which would restart the door code's hour).
  const draftKey = visitDraftKey(user?.residentIdx, lines);
  const [draftRead, setDraftRead] = useState(false);
  const typed = useRef(false);
  useEffect(() => {
    if (draftRead || !draftKey) return;
    setDraftRead(true);
    const draft = readVisitDraft(draftKey);
    if (!draft) return;
    setValues((v) => {
      const next = { ...v };
      for (const field of VISIT_FIELDS) if (draft[field]) Object.assign(next, { [field]: draft[field] });
      return next;
    });
  }, [draftRead, draftKey]);
  useEffect(() => {
    if (draftRead && draftKey && typed.current) saveVisitDraft(draftKey, values);
  }, [values, draftRead, draftKey]);

  useEffect(() => {
    if (prefilled.home || !homes.isSuccess) return;
    setPrefilled((p) => ({ ...p, home: true }));
    if (home?.dong && home.ho) setValues((v) => ({ ...v, dong: v.dong || home.dong!, ho: v.ho || home.ho! }));
  }, [prefilled.home, homes.isSuccess, home]);
  useEffect(() => {
    if (prefilled.contact || !user) return;
    setPrefilled((p) => ({ ...p, contact: true }));
    setValues((v) => ({ ...v, contactName: v.contactName || user.name || '', contactPhone: v.contactPhone || user.phone || '' }));
  }, [prefilled.contact, user]);

  const dong = useDebouncedValue(unit(values.dong.trim(), '동'), 400);
  const ho = useDebouncedValue(unit(values.ho.trim(), '호'), 400);
  const check = useBillingVisitCheck(cartIdxs, dong, ho);
  const duplicates = check.data?.duplicates ?? [];

  const set = (patch: Partial<VisitValues>) => {
    typed.current = true;
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as VisitField[]) delete next[key];
      return next;
    });
  };

  let missing: string | null = null;
  if (!values.dong.trim() || !values.ho.trim()) missing = '방문할 집의 동·호수를 입력해 주세요';
  else if (!values.contactName.trim() || !values.contactPhone.trim()) missing = '방문 연락처를 입력해 주세요';
  else if (!values.entryMethod) missing = '출입 방법을 골라 주세요';
  else if (entryMethodNeedsCode(values.entryMethod) && !values.entryCode.trim()) missing = '공동현관 비밀번호를 입력해 주세요';
  else if (!values.parking) missing = '주차 안내를 골라 주세요';
  else if (!check.data) missing = check.isError ? '방문 정보를 확인하지 못했어요. 잠시 후 다시 시도해 주세요' : '방문 정보를 확인하고 있어요';
  else if (duplicates.length > 0 && !duplicateOk) missing = '같은 날 이미 예약한 서비스가 있어요. 확인하고 골라 주세요';
  else if (!consent) missing = '개인정보 제3자 제공에 동의해 주세요';

  const showServerError = (error: unknown) => {
    const byField = fieldErrors(error, VISIT_FIELDS.map((f) => `visit.${f}`));
    const mapped = Object.fromEntries(Object.entries(byField).map(([k, m]) => [k.replace('visit.', ''), m])) as Partial<Record<VisitField, string>>;
    const plain = fieldErrors(error, VISIT_FIELDS);
    const all = { ...plain, ...mapped };
    setErrors(all);
    return Object.keys(all).length > 0;
  };

  const commit = async () => {
    if (missing || !values.entryMethod || !values.parking) return null;
    const nextDong = unit(values.dong.trim(), '동');
    const nextHo = unit(values.ho.trim(), '호');
    try {
      if (home && (home.dong !== nextDong || home.ho !== nextHo)) {
        await updateHome.mutateAsync({ homeIdx: home.homeIdx, dong: nextDong, ho: nextHo });
      } else if (!home) {
        const chosen = getChosenApartment();
        const place = chosen && chosen.areaIdx !== null && (apartmentIdx === null || chosen.apartmentIdx === apartmentIdx) ? chosen : null;
        if (place) await createHome.mutateAsync({ apartmentIdx: place.apartmentIdx, areaIdx: place.areaIdx!, dong: nextDong, ho: nextHo });
      }
    } catch (error) {
      if (!showServerError(error)) throw error;
      return null;
    }
    const needsCode = entryMethodNeedsCode(values.entryMethod);
    return {
      visit: {
        dong: values.dong.trim(),
        ho: values.ho.trim(),
        contactName: values.contactName.trim(),
        contactPhone: values.contactPhone.trim(),
        entryMethod: values.entryMethod,
        ...(needsCode ? { entryCode: values.entryCode.trim() } : {}),
        parking: values.parking,
        ...(values.request.trim() ? { request: values.request.trim() } : {}),
      },
      agreeThirdParty: true as const,
    };
  };

  return {
    values,
    set,
    errors,
    home,
    loading: homes.isPending,
    check: check.data,
    checkFailed: check.isError,
    consent,
    setConsent,
    duplicateOk,
    setDuplicateOk,
    missing,
    commit,
    showServerError,
  };
}
