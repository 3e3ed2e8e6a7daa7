import { isApiError } from '@ipju/api-client';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { TextField } from '../../../components/ui/TextField/TextField';
import { useToast } from '../../../components/ui/Toast/Toast';
import { RequireAuth, useAuth } from '../../auth';
import type { UserProfile } from '@ipju/contract';
import { useUpdateResidentPersonal, type PersonalBody } from '../api/updateResidentPersonal';
import styles from './account.module.css';

type FieldErrors = Partial<Record<'name' | 'email' | 'form', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validatePersonal(name: string, email: string): FieldErrors {
  const errors: FieldErrors = {};
  if (name.trim() === '') errors.name = '이름을 입력해 주세요.';
  else if (name.trim().length > 20) errors.name = '이름은 20자 이하로 입력해 주세요.';
  else if (!/^[가-힣a-zA-Z\s]+$/.test(name.trim())) errors.name = '이름은 한글이나 영문으로 입력해 주세요.';
  if (email.trim() !== '' && !EMAIL.test(email.trim())) errors.email = '이메일 형식이 올바르지 않아요. 예: name@example.com';
  return errors;
}

function ChangeMemberForm({ user }: { user: UserProfile }) {
  const toast = useToast();
  const { signIn } = useAuth();
  const [name, setName] = useState(user.name ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useUpdateResidentPersonal();
  const onSaveError = (error: unknown) => {
    if (isApiError(error) && error.details?.length) {
      const next: FieldErrors = {};
      for (const detail of error.details) {
        if (detail.field === 'name' || detail.field === 'email') next[detail.field] = detail.message;
      }
      setErrors(Object.keys(next).length ? next : { form: error.message });
    } else {
      setErrors({ form: isApiError(error) && error.status !== 0 ? error.message : '저장하지 못했어요. 잠시 후 다시 시도해 주세요.' });
    }
  };

  const changed = name.trim() !== (user.name ?? '') || email.trim() !== (user.email ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePersonal(name, email);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: PersonalBody = { name: name.trim() };
    if (email.trim() !== '') body.email = email.trim();
    save.mutate(body, {
      onSuccess: (profile) => {
        signIn(profile);
        toast.show('저장했어요');
      },
      onError: onSaveError,
    });
  };

  return (
    <form className={styles.body} onSubmit={onSubmit} noValidate id="change-member-form">
      <TextField
        label="이름"
        name="name"
        autoComplete="name"
        value={name}
        maxLength={20}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        required
      />
      <TextField
        label="이메일"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="name@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        hint="예약 확인과 영수증을 받을 주소예요."
      />
      <TextField
        label="휴대폰 번호"
        name="phone"
        value={user.phone ?? '등록된 번호가 없어요'}
        readOnly
        aria-readonly="true"
        hint="휴대폰 번호는 바꿀 수 없어요. 다른 번호로 쓰려면 새로 가입해 주세요."
      />
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
      <Link to="/quit" className={styles.quitLink}>
        회원 탈퇴
      </Link>
      <BottomCTA>
        <Button type="submit" size="lg" fullWidth loading={save.isPending} disabled={!changed}>
          저장하기
        </Button>
      </BottomCTA>
    </form>
  );
}

/** /change-member: 회원정보 수정 (name, email; phone read-only). */
export function ChangeMemberPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="회원정보 수정" backFallback="/my-page" />
      <RequireAuth>
        <ChangeMemberInner />
      </RequireAuth>
    </div>
  );
}

function ChangeMemberInner() {
  const { user } = useAuth();
  if (!user) return null;
  return <ChangeMemberForm key={user.residentIdx} user={user} />;
}
