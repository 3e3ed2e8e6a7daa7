import { ENTRY_METHOD_LABELS, ENTRY_METHODS, entryMethodNeedsCode, PARKING_LABELS, PARKING_OPTIONS, VISIT_REQUEST_MAX, ENTRY_CODE_MAX } from '@ipju/contract';
import { AlertTriangle, Home, Lock } from 'lucide-react';
import { Checkbox } from '../../../components/ui/Checkbox/Checkbox';
import { Chip } from '../../../components/ui/Chip/Chip';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { PhoneInput } from '../../../components/ui/TextField/PhoneInput';
import { TextArea } from '../../../components/ui/TextField/TextArea';
import { TextField } from '../../../components/ui/TextField/TextField';
import { formatDate } from '../../../lib/format';
import type { VisitForm } from './useVisitForm';
import styles from './VisitSection.module.css';

export const DUPLICATE_OK_LABEL = '그래도 예약할게요';
export const THIRD_PARTY_LABEL = '위 업체에 방문 정보를 제공하는 데 동의해요 (필수)';

/**
 * 방문 정보 on the payment page: the home's 동·호 (changing it updates the resident's home), who the company
 * calls, how it gets in (the code only for 공동현관 비밀번호), parking and a request; and the warning of a
 * double booking with its explicit "그래도 예약할게요".
 */
export function VisitSection({ form, complexName, disabled }: { form: VisitForm; complexName: string | null; disabled?: boolean }) {
  const { values, set, errors, check } = form;
  const duplicates = check?.duplicates ?? [];
  const name = form.home?.complexName ?? complexName;
  return (
    <section className={styles.section} aria-labelledby="pay-visit">
      <h2 id="pay-visit" className={styles.title}>
        방문 정보
      </h2>
      <fieldset className={styles.group} disabled={disabled}>
        <legend className={styles.legend}>방문할 집</legend>
        {name && (
          <p className={styles.complex}>
            <Home size={18} aria-hidden="true" />
            {name}
            {form.home?.pyeong ? ` · ${form.home.pyeong}평` : ''}
          </p>
        )}
        {form.loading ? (
          <Skeleton height={52} radius={12} />
        ) : (
          <div className={styles.unit}>
            <TextField label="동" value={values.dong} onChange={(e) => set({ dong: e.target.value })} placeholder="예: 101" trailing="동" error={errors.dong} autoComplete="off" required />
            <TextField label="호수" value={values.ho} onChange={(e) => set({ ho: e.target.value })} placeholder="예: 1203" inputMode="numeric" trailing="호" error={errors.ho} autoComplete="off" required />
          </div>
        )}
        <p className={styles.note}>{form.home ? '바꾸면 내 정보의 우리 집도 함께 바뀌어요.' : '입력한 동·호수는 우리 집에 저장해 다음에도 써요.'}</p>
      </fieldset>

      <fieldset className={styles.group} disabled={disabled}>
        <legend className={styles.legend}>방문 연락처</legend>
        <TextField label="이름" value={values.contactName} onChange={(e) => set({ contactName: e.target.value })} autoComplete="name" error={errors.contactName} required />
        <PhoneInput value={values.contactPhone} onValueChange={(_digits, formatted) => set({ contactPhone: formatted })} error={errors.contactPhone} required />
      </fieldset>

      <fieldset className={styles.group} disabled={disabled}>
        <legend className={styles.legend}>출입 방법</legend>
        <div className={styles.chips} role="group" aria-label="출입 방법">
          {ENTRY_METHODS.map((method) => (
            <Chip key={method} selected={values.entryMethod === method} onClick={() => set({ entryMethod: method })}>
              {ENTRY_METHOD_LABELS[method]}
            </Chip>
          ))}
        </div>
        {errors.entryMethod && <p className={styles.error}>{errors.entryMethod}</p>}
        {values.entryMethod && entryMethodNeedsCode(values.entryMethod) && (
          <TextField
            label="공동현관 비밀번호"
            value={values.entryCode}
            onChange={(e) => set({ entryCode: e.target.value })}
            placeholder="예: 1203#"
            maxLength={ENTRY_CODE_MAX}
            autoComplete="off"
            error={errors.entryCode}
            hint={
              <span className={styles.secure}>
                <Lock size={14} aria-hidden="true" />
                암호화해 보관하고 방문 전날부터 담당 업체에만 보여요. 방문이 끝나면 지워요.
              </span>
            }
            required
          />
        )}
        {values.entryMethod === 'other' && <p className={styles.note}>출입 방법을 아래 요청 사항에 적어 주세요.</p>}
      </fieldset>

      <fieldset className={styles.group} disabled={disabled}>
        <legend className={styles.legend}>주차</legend>
        <div className={styles.chips} role="group" aria-label="주차">
          {PARKING_OPTIONS.map((option) => (
            <Chip key={option} selected={values.parking === option} onClick={() => set({ parking: option })}>
              {PARKING_LABELS[option]}
            </Chip>
          ))}
        </div>
        {errors.parking && <p className={styles.error}>{errors.parking}</p>}
      </fieldset>

      <TextArea
        label="업체에 요청할 내용"
        mark="optional"
        value={values.request}
        onChange={(e) => set({ request: e.target.value })}
        maxLength={VISIT_REQUEST_MAX}
        rows={3}
        placeholder="예: 도착 30분 전에 전화 주세요."
        error={errors.request}
        disabled={disabled}
      />

      {duplicates.length > 0 && (
        <div className={styles.warning} role="alert">
          <p className={styles.warningTitle}>
            <AlertTriangle size={18} aria-hidden="true" />
            같은 날 이미 예약한 서비스가 있어요
          </p>
          <ul className={styles.warningList}>
            {duplicates.map((d) => (
              <li key={d.cartIdx}>
                {d.itemName} · {formatDate(d.visitDate)}
              </li>
            ))}
          </ul>
          <p className={styles.note}>같은 집에 같은 서비스를 두 번 예약하려는 게 맞는지 확인해 주세요.</p>
          <Checkbox label={DUPLICATE_OK_LABEL} checked={form.duplicateOk} onChange={form.setDuplicateOk} disabled={disabled} />
        </div>
      )}
    </section>
  );
}

/** 개인정보 제3자 제공 동의: the companies and the text come from the server, which records them with the order. */
export function ThirdPartyConsent({ form, disabled }: { form: VisitForm; disabled?: boolean }) {
  const { check } = form;
  return (
    <section className={styles.section} aria-labelledby="pay-consent">
      <h2 id="pay-consent" className={styles.title}>
        개인정보 제3자 제공 동의
      </h2>
      {check ? (
        <>
          <p className={styles.consentLead}>
            예약한 서비스를 위해 <strong>{check.companies.join(', ')}</strong>에 방문 연락처와 주소를 제공해요.
          </p>
          <ul className={styles.consentText} data-testid="consent-text">
            {check.consentText.split('\n').map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Checkbox label={THIRD_PARTY_LABEL} checked={form.consent} onChange={form.setConsent} disabled={disabled} />
        </>
      ) : form.checkFailed ? (
        <p className={styles.error}>제공받는 업체를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</p>
      ) : (
        <Skeleton height={96} radius={12} />
      )}
    </section>
  );
}
