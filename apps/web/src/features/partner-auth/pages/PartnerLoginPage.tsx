import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { FormError } from '../../../components/ui/FormError/FormError';
import { TextField } from '../../../components/ui/TextField/TextField';
import { errorMessage, fieldError } from '../../../lib/error-message';
import { usePartnerLogin } from '../api/partnerLogin';
import { NEXT_PARAM, safeNextPath } from '../next-path';
import { usePartner } from '../PartnerProvider';
import type { SignOutReason } from '../partner-credential';
import styles from './PartnerLoginPage.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const NOTICE: Record<SignOutReason, string> = {
  logout: '로그아웃했어요.',
  withdrawal: '탈퇴가 끝났어요. 그동안 입주와 함께해 주셔서 고마워요.',
  expired: '로그인이 만료되었어요. 다시 로그인해 주세요.',
};

/** /partner/login: a company signs in with the e-mail and password ipju gave it, then goes on to `next`. */
export function PartnerLoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));
  const { initialized, isLoggedIn, signIn, signOutReason } = usePartner();
  const login = usePartnerLogin();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});

  // Already signed in (back button, a second tab): go on.
  useEffect(() => {
    if (initialized && isLoggedIn) navigate(next, { replace: true });
  }, [initialized, isLoggedIn, next, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const found: typeof errors = {};
    if (!trimmed) found.email = '이메일을 입력해 주세요.';
    else if (!EMAIL.test(trimmed)) found.email = '이메일 형식이 올바르지 않아요. 예: partner@ipju.kr';
    if (!password) found.password = '비밀번호를 입력해 주세요.';
    setErrors(found);
    if (found.email || found.password) return;
    login.mutate(
      { email: trimmed, password },
      {
        onSuccess: (result) => {
          signIn(result);
          navigate(next, { replace: true });
        },
        onError: (error) => {
          const emailError = fieldError(error, 'email');
          setErrors(emailError ? { email: emailError } : { form: errorMessage(error, '로그인하지 못했어요. 잠시 후 다시 시도해 주세요.') });
        },
      },
    );
  };

  const notice = signOutReason ? NOTICE[signOutReason] : null;

  return (
    <main className={styles.page}>
      <title>파트너 로그인 | 입주</title>
      <div className={styles.brand}>
        <Logo />
        <span className={styles.badge}>파트너</span>
      </div>
      <form className={styles.body} onSubmit={onSubmit} noValidate>
        <div>
          <h1 className={styles.heading}>파트너 로그인</h1>
          <p className={styles.sub}>입주에서 받은 업체 계정으로 로그인해 주세요.</p>
        </div>
        {notice && !login.isPending && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        <TextField
          label="이메일"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          placeholder="partner@ipju.kr"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors({});
          }}
          error={errors.email}
          required
        />
        <TextField
          label="비밀번호"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors({});
          }}
          error={errors.password}
          required
        />
        <FormError message={errors.form} />
        <Button type="submit" size="lg" fullWidth loading={login.isPending}>
          로그인
        </Button>
        <p className={styles.help}>계정이나 비밀번호를 잊으셨다면 입주 고객센터로 문의해 주세요.</p>
      </form>
    </main>
  );
}
