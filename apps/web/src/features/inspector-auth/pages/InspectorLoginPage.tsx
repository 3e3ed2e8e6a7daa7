import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { FormError } from '../../../components/ui/FormError/FormError';
import { TextField } from '../../../components/ui/TextField/TextField';
import { errorMessage, fieldError } from '../../../lib/error-message';
import { PARTNER_HOME, usePartner, usePartnerLogin } from '../../partner-auth';
import { isInspectionQuery, useIsInspection } from '../api/partnerIsInspection';
import { NEXT_PARAM, safeInspectorNext } from '../next-path';
import styles from './InspectorLoginPage.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NOT_INSPECTION = '사전점검 업체 계정이 아니에요. 주문과 일정은 파트너 콘솔에서 확인해 주세요.';

/**
 * /inspector/login: an inspection company's account signs in with its partner e-mail and password, then goes
 * on to `next`. A partner of another kind of company is told to use the partner console.
 */
export function InspectorLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const next = safeInspectorNext(searchParams.get(NEXT_PARAM));
  const { initialized, isLoggedIn, signIn, signOutReason } = usePartner();
  const login = usePartnerLogin();
  const inspection = useIsInspection(initialized && isLoggedIn);
  const [checking, setChecking] = useState(false);

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});

  // Already signed in as an inspector (back button, a second tab): go on.
  useEffect(() => {
    if (initialized && isLoggedIn && inspection.data === true) navigate(next, { replace: true });
  }, [initialized, isLoggedIn, inspection.data, next, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const found: typeof errors = {};
    if (!trimmed) found.email = '이메일을 입력해 주세요.';
    else if (!EMAIL.test(trimmed)) found.email = '이메일 형식이 올바르지 않아요. 예: inspector@ipju.kr';
    if (!password) found.password = '비밀번호를 입력해 주세요.';
    setErrors(found);
    if (found.email || found.password) return;
    login.mutate(
      { email: trimmed, password },
      {
        onSuccess: async (result) => {
          signIn(result);
          setChecking(true);
          try {
            const isInspection = await queryClient.fetchQuery(isInspectionQuery());
            if (isInspection) navigate(next, { replace: true });
          } catch (error) {
            setErrors({ form: errorMessage(error, '업체 정보를 확인하지 못했어요. 잠시 후 다시 시도해 주세요.') });
          } finally {
            setChecking(false);
          }
        },
        onError: (error) => {
          const emailError = fieldError(error, 'email');
          setErrors(emailError ? { email: emailError } : { form: errorMessage(error, '로그인하지 못했어요. 잠시 후 다시 시도해 주세요.') });
        },
      },
    );
  };

  const notInspection = isLoggedIn && inspection.data === false;
  const notice = signOutReason === 'expired' ? '로그인이 만료되었어요. 다시 로그인해 주세요.' : signOutReason === 'logout' ? '로그아웃했어요.' : null;

  return (
    <main className={styles.page}>
      <title>점검원 로그인 | 입주</title>
      <div className={styles.brand}>
        <Logo />
        <span className={styles.badge}>사전점검</span>
      </div>
      <form className={styles.body} onSubmit={onSubmit} noValidate>
        <div>
          <h1 className={styles.heading}>점검원 로그인</h1>
          <p className={styles.sub}>사전점검 업체의 파트너 계정으로 로그인해 주세요.</p>
        </div>
        {notice && !login.isPending && !notInspection && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        {notInspection && (
          <div className={styles.notice} role="alert">
            <p>{NOT_INSPECTION}</p>
            <Link className={styles.partnerLink} to={PARTNER_HOME}>
              파트너 콘솔로 가기
            </Link>
          </div>
        )}
        <TextField
          label="이메일"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          placeholder="inspector@ipju.kr"
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
        <Button type="submit" size="lg" fullWidth loading={login.isPending || checking}>
          로그인
        </Button>
        <p className={styles.help}>계정이나 비밀번호를 잊으셨다면 입주 고객센터로 문의해 주세요.</p>
      </form>
    </main>
  );
}
