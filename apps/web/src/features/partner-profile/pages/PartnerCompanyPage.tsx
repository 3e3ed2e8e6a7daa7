import {
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_KINDS,
  MAX_MAIN_ITEMS,
  WEEKDAY_KEYS,
  WEEKDAY_LABELS,
  type CertificateKind,
  type PartnerProfile,
} from '@ipju/contract';
import { BadgeCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { Checkbox } from '../../../components/ui/Checkbox/Checkbox';
import { FileField } from '../../../components/ui/FileField/FileField';
import { FormError } from '../../../components/ui/FormError/FormError';
import { TextField } from '../../../components/ui/TextField/TextField';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { uploadPhoto } from '../../../lib/photo-upload';
import { useCategories } from '../../catalog';
import { usePartnerHeader, useSignedInPartner } from '../../partner-auth';
import { partnerPresign, usePartnerItems } from '../../partner-items';
import { usePartnerCertificates } from '../api/partnerListCertificates';
import { useSubmitCertificate } from '../api/partnerSubmitCertificate';
import { useUpdateAccount } from '../api/partnerUpdateAccount';
import { useUpdateAreasInformation } from '../api/partnerUpdateAreasInformation';
import { useUpdateCompanyInformation } from '../api/partnerUpdateCompanyInformation';
import { useUpdateHoursInformation } from '../api/partnerUpdateHoursInformation';
import { useUpdateItemsInformation } from '../api/partnerUpdateItemsInformation';
import { useUpdateMainItemsInformation } from '../api/partnerUpdateMainItemsInformation';
import styles from './PartnerCompany.module.css';

/** /partner/company (업체 정보): each section of the company's profile, saved on its own; documents for verified badges. */
export function PartnerCompanyPage() {
  usePartnerHeader({ title: '업체 정보', backTo: '/partner/more' });
  const partner = useSignedInPartner();
  return (
    <main className={styles.page}>
      <CertificatesSection />
      <CompanySection key={`c${partner.companyName}${partner.intro}`} partner={partner} />
      <AreasSection key={`a${partner.serviceAreas.join()}`} partner={partner} />
      <HoursSection key={`h${JSON.stringify(partner.hours)}`} partner={partner} />
      <OfferSection key={`o${partner.categoryCodes.join()}${partner.mainItemIdxs.join()}`} partner={partner} />
      <AccountSection key={`u${partner.account.name}${partner.account.phone ?? ''}`} partner={partner} />
    </main>
  );
}

/** A section form: title, fields, its error and a save button; `run` saves and shows the toast. */
function Section({ id, title, children, onSubmit, pending, error, submitLabel = '저장하기' }: {
  id: string;
  title: string;
  children: ReactNode;
  onSubmit: () => void;
  pending: boolean;
  error: string | null;
  submitLabel?: string;
}) {
  return (
    <form
      className={styles.section}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
      <FormError message={error} />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

function useSave() {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    handlers: (done: string) => ({
      onSuccess: () => {
        setError(null);
        toast.show(done);
      },
      onError: (e: unknown) => setError(errorMessage(e, '저장하지 못했어요. 다시 시도해 주세요.')),
    }),
  };
}

const STATUS_CLASS = { pending: styles.pending, approved: styles.approved, rejected: styles.rejected } as const;

function CertificatesSection() {
  const certificates = usePartnerCertificates();
  const submit = useSubmitCertificate();
  const toast = useToast();
  const [kind, setKind] = useState<CertificateKind>('business');
  const [name, setName] = useState('사업자등록증');
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async () => {
    setError(null);
    if (!file) {
      setError('서류 파일(사진 또는 PDF)을 골라 주세요.');
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadPhoto(file, 'certificate', { presign: partnerPresign });
      await submit.mutateAsync({ kind, name, fileKey: uploaded.key });
      toast.show('서류를 올렸어요. 운영팀이 확인하면 인증 배지가 보여요.');
      setFile(null);
    } catch (e) {
      setError(errorMessage(e, '서류를 올리지 못했어요. 다시 시도해 주세요.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Section id="certificates" title="인증 서류" onSubmit={() => void onSubmit()} pending={uploading} error={error} submitLabel="서류 올리기">
      {certificates.data && certificates.data.badges.length > 0 && (
        <ul className={styles.badges} aria-label="업체 페이지에 보이는 인증 배지">
          {certificates.data.badges.map((b) => (
            <li key={b.kind} className={styles.badge}>
              <BadgeCheck size={16} aria-hidden="true" />
              {b.label}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.hint}>사업자등록증·자격증을 올리면 운영팀이 확인한 뒤 업체 페이지에 인증 배지가 붙어요.</p>
      {certificates.isPending ? (
        <p className={styles.hint}>올린 서류를 불러오는 중이에요</p>
      ) : (
        <ul className={styles.docs} aria-label="올린 서류">
          {(certificates.data?.certificates ?? []).map((c) => (
            <li key={c.certificateIdx} className={styles.doc}>
              <span>
                {c.name}
                {c.name !== c.kindLabel && <span className={styles.hint}> ({c.kindLabel})</span>}
                {c.rejectReason && <span className={styles.reason}>반려 사유: {c.rejectReason}</span>}
              </span>
              <span className={STATUS_CLASS[c.status]}>{c.statusLabel}</span>
            </li>
          ))}
        </ul>
      )}
      <label className={styles.label}>
        서류 종류
        <select
          className={styles.select}
          value={kind}
          onChange={(e) => {
            const next = e.target.value as CertificateKind;
            setKind(next);
            setName(next === 'business' ? '사업자등록증' : '');
          }}
        >
          {CERTIFICATE_KINDS.map((k) => (
            <option key={k} value={k}>
              {CERTIFICATE_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      <TextField label="서류 이름" placeholder="예: 실내건축공사업 면허" value={name} onChange={(e) => setName(e.target.value)} maxLength={40} />
      <FileField label="서류 파일 (사진 또는 PDF)" accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf" file={file} onChange={setFile} />
    </Section>
  );
}

function CompanySection({ partner }: { partner: PartnerProfile }) {
  const [form, setForm] = useState({
    companyName: partner.companyName,
    ceoName: partner.ceoName,
    address: partner.address,
    phone: partner.phone,
    intro: partner.intro,
    description: partner.description,
  });
  const update = useUpdateCompanyInformation();
  const save = useSave();
  const field = (key: keyof typeof form, label: string, extra: object = {}) => (
    <TextField label={label} value={form[key]} onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))} {...extra} />
  );
  return (
    <Section id="company" title="업체 소개" onSubmit={() => update.mutate(form, save.handlers('업체 정보를 저장했어요'))} pending={update.isPending} error={save.error}>
      {field('companyName', '업체명', { maxLength: 40 })}
      {field('ceoName', '대표자명', { maxLength: 20 })}
      <p className={styles.hint}>사업자등록번호 {partner.businessNumber} (바꾸려면 고객센터로 문의해 주세요)</p>
      {field('address', '사업장 주소', { maxLength: 120 })}
      {field('phone', '대표 전화번호', { inputMode: 'tel', placeholder: '02-1234-5678' })}
      {field('intro', '한 줄 소개', { maxLength: 60 })}
      <label className={styles.label}>
        업체 소개
        <textarea
          className={styles.textarea}
          rows={5}
          maxLength={2000}
          value={form.description}
          onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
        />
      </label>
    </Section>
  );
}

function AreasSection({ partner }: { partner: PartnerProfile }) {
  const [text, setText] = useState(partner.serviceAreas.join(', '));
  const update = useUpdateAreasInformation();
  const save = useSave();
  const areas = text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return (
    <Section
      id="areas"
      title="서비스 지역"
      onSubmit={() => update.mutate({ serviceAreas: areas }, save.handlers('서비스 지역을 저장했어요'))}
      pending={update.isPending}
      error={save.error}
    >
      <TextField
        label="시·도와 시·군·구 (쉼표로 구분)"
        placeholder="서울 송파구, 서울 강남구, 경기 성남시 분당구"
        value={text}
        onChange={(e) => setText(e.target.value)}
        hint={`${areas.length}곳`}
      />
    </Section>
  );
}

function HoursSection({ partner }: { partner: PartnerProfile }) {
  const [hours, setHours] = useState(() =>
    Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, partner.hours[k] ?? null])) as Record<(typeof WEEKDAY_KEYS)[number], { open: string; close: string } | null>,
  );
  const [lunch, setLunch] = useState(partner.lunchBreak);
  const [holidays, setHolidays] = useState(partner.closedOnHolidays);
  const update = useUpdateHoursInformation();
  const save = useSave();
  return (
    <Section
      id="hours"
      title="영업시간"
      onSubmit={() => update.mutate({ hours, lunchBreak: lunch, closedOnHolidays: holidays }, save.handlers('영업시간을 저장했어요'))}
      pending={update.isPending}
      error={save.error}
    >
      {WEEKDAY_KEYS.map((k) => {
        const h = hours[k];
        return (
          <div key={k} className={styles.dayRow}>
            <Checkbox
              className={styles.day}
              label={`${WEEKDAY_LABELS[k]}요일`}
              checked={h !== null}
              onChange={(on) => setHours((all) => ({ ...all, [k]: on ? { open: '09:00', close: '18:00' } : null }))}
            />
            {h ? (
              <span className={styles.times}>
                <TimeSelect label={`${WEEKDAY_LABELS[k]}요일 여는 시간`} value={h.open} onChange={(open) => setHours((all) => ({ ...all, [k]: { ...h, open } }))} />
                ~
                <TimeSelect label={`${WEEKDAY_LABELS[k]}요일 닫는 시간`} value={h.close} onChange={(close) => setHours((all) => ({ ...all, [k]: { ...h, close } }))} />
              </span>
            ) : (
              <span className={styles.hint}>휴무</span>
            )}
          </div>
        );
      })}
      <div className={styles.dayRow}>
        <Checkbox className={styles.day} label="점심시간" checked={lunch !== null} onChange={(on) => setLunch(on ? { start: '12:00', end: '13:00' } : null)} />
        {lunch && (
          <span className={styles.times}>
            <TimeSelect label="점심시간 시작" value={lunch.start} onChange={(start) => setLunch({ ...lunch, start })} />
            ~
            <TimeSelect label="점심시간 끝" value={lunch.end} onChange={(end) => setLunch({ ...lunch, end })} />
          </span>
        )}
      </div>
      <Checkbox label="공휴일 휴무" checked={holidays} onChange={setHolidays} />
    </Section>
  );
}

/** Every half hour of the day, as the company's hours are written (HH:MM). */
const HALF_HOURS = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

function TimeSelect({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const options = HALF_HOURS.includes(value) ? HALF_HOURS : [...HALF_HOURS, value].sort();
  return (
    <select aria-label={label} className={styles.time} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </select>
  );
}

function OfferSection({ partner }: { partner: PartnerProfile }) {
  const categories = useCategories();
  const items = usePartnerItems();
  const [codes, setCodes] = useState(partner.categoryCodes);
  const [main, setMain] = useState(partner.mainItemIdxs);
  const updateCodes = useUpdateItemsInformation();
  const updateMain = useUpdateMainItemsInformation();
  const save = useSave();
  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));
  return (
    <Section
      id="offer"
      title="제공 서비스와 대표 상품"
      onSubmit={() =>
        updateCodes.mutate({ categoryCodes: codes }, {
          ...save.handlers('제공 서비스를 저장했어요'),
          onSuccess: () => updateMain.mutate({ itemIdxs: main }, save.handlers('제공 서비스와 대표 상품을 저장했어요')),
        })
      }
      pending={updateCodes.isPending || updateMain.isPending}
      error={save.error}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>제공 서비스</legend>
        <div className={styles.checks}>
          {(categories.data?.categories ?? []).map((c) => (
            <Checkbox key={c.code} label={c.name} checked={codes.includes(c.code)} onChange={(on) => setCodes((l) => toggle(l, c.code, on))} />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>대표 상품 (최대 {MAX_MAIN_ITEMS}개, 업체 페이지에 먼저 보여요)</legend>
        {(items.data ?? []).map((i) => (
          <Checkbox
            key={i.itemIdx}
            label={i.name}
            checked={main.includes(i.itemIdx)}
            disabled={!main.includes(i.itemIdx) && main.length >= MAX_MAIN_ITEMS}
            onChange={(on) => setMain((l) => toggle(l, i.itemIdx, on))}
          />
        ))}
      </fieldset>
    </Section>
  );
}

function AccountSection({ partner }: { partner: PartnerProfile }) {
  const [name, setName] = useState(partner.account.name);
  const [phone, setPhone] = useState(partner.account.phone ?? '');
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const update = useUpdateAccount();
  const save = useSave();
  return (
    <Section
      id="account"
      title="담당자 계정"
      onSubmit={() =>
        update.mutate(
          { name, phone, currentPassword, ...(newPassword ? { newPassword } : {}) },
          save.handlers(newPassword ? '담당자 정보와 비밀번호를 바꿨어요' : '담당자 정보를 저장했어요'),
        )
      }
      pending={update.isPending}
      error={save.error}
    >
      <p className={styles.hint}>로그인 이메일 {partner.account.email}</p>
      <TextField label="담당자 이름" value={name} onChange={(e) => setName(e.target.value)} maxLength={20} />
      <TextField label="담당자 휴대폰 번호" inputMode="tel" placeholder="010-1234-5678" value={phone} onChange={(e) => setPhone(e.target.value)} />
      <TextField label="현재 비밀번호" type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} />
      <TextField label="새 비밀번호 (바꿀 때만)" type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.target.value)} hint="영문과 숫자를 섞어 10자 이상" />
    </Section>
  );
}
