import type { SendPhoneCodeResult } from '@ipju/contract';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { PhoneInput } from '../../../components/ui/TextField/PhoneInput';
import { TextField } from '../../../components/ui/TextField/TextField';
import { REFERRAL_POINTS } from '@ipju/contract';
import { formatPoints } from '../../../lib/format';
import { errorMessage } from '../../../lib/error-message';
import { readSession, SESSION_KEYS } from '../../../lib/session-keys';
import { useAppleSignInConfig } from '../api/getAppleSignInConfig';
import { useDemoCode } from '../api/listDevOutbox';
import { useSendPhoneCode } from '../api/sendPhoneCode';
import { useSignInWithPhone } from '../api/signInWithPhone';
import { startAppleSignIn } from '../apple';
import { useAuth } from '../AuthProvider';
import { agreePath, RETURN_TO_PARAM, safeReturnPath, storeReturnPath } from '../return-path';
import styles from './auth.module.css';

const CODE_TTL_MS = 5 * 60 * 1000;
const RESEND_AFTER_MS = 30 * 1000;
const DEMO = import.meta.env.VITE_DEMO !== 'false';

/** Referral codes are letters and digits (shown in capitals). */
const normaliseReferral = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 12);
const isReferralCode = (value: string) => /^[A-Z0-9]{4,12}$/.test(value);

/** 010 + 8 digits (also 011, 016-019 with 7-8 digits). */
export function isMobileNumber(digits: string): boolean {
  return /^01[016789]\d{7,8}$/.test(digits);
}

function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

interface SentState {
  phone: string;
  expiresAt: number;
  resendAt: number;
}

function sentStateFrom(phone: string, result: SendPhoneCodeResult): SentState {
  const now = Date.now();
  const expires = Date.parse(result.expiresAt);
  const resendServer = result.resendAvailableAt ? Date.parse(result.resendAvailableAt) : Number.NaN;
  return {
    phone,
    expiresAt: Number.isNaN(expires) ? now + CODE_TTL_MS : expires,
    resendAt: Number.isNaN(resendServer) ? now + RESEND_AFTER_MS : Math.max(now + RESEND_AFTER_MS, resendServer),
  };
}

/** /login: phone number + SMS code (new numbers sign up), or Apple. */
export function SignInPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_TO_PARAM));
  const auth = useAuth();

  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  // A neighbour's code: from their ?ref= link (kept in sessionStorage), or typed here. Only a new
  // account uses it; the server refuses an unknown one before the sign-in code is spent.
  const [referral, setReferral] = useState(() => normaliseReferral(readSession(SESSION_KEYS.ref) ?? ''));
  const [referralOpen, setReferralOpen] = useState(() => referral !== '');
  const [sent, setSent] = useState<SentState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const now = useNow(sent !== null);

  const sendCode = useSendPhoneCode();
  const send = (digits: string) => {
    setError(null);
    setInfo(null);
    sendCode.mutate(digits, {
      onSuccess: (result) => {
        setSent(sentStateFrom(digits, result));
        setCode('');
        setInfo('인증번호를 보냈어요. 문자로 받은 6자리 숫자를 입력해 주세요.');
        window.setTimeout(() => codeRef.current?.focus(), 0);
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  const signIn = useSignInWithPhone();
  const submitCode = (input: { phone: string; code: string }) => {
    const referralCode = isReferralCode(referral) ? referral : undefined;
    setError(null);
    signIn.mutate(
      { ...input, ...(referralCode ? { referralCode } : {}) },
      {
        onSuccess: ({ isNew, needsAgreement, user }) => {
          auth.signIn(user);
          if (isNew || needsAgreement) navigate(agreePath(returnTo, isNew), { replace: true });
          else navigate(returnTo, { replace: true });
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  // Already signed in (e.g. back button or a second tab): go on.
  useEffect(() => {
    if (auth.initialized && auth.isLoggedIn && !signIn.isPending && !signIn.isSuccess) {
      navigate(returnTo, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth.initialized, auth.isLoggedIn]);

  const demoProbe = useDemoCode(sent, DEMO);

  const appleConfig = useAppleSignInConfig();
  const [appleBusy, setAppleBusy] = useState(false);

  const digitsValid = isMobileNumber(phone);
  const codeSentToThisPhone = sent !== null && sent.phone === phone;
  const expired = sent !== null && now >= sent.expiresAt;
  const canResend = sent !== null && now >= sent.resendAt;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!codeSentToThisPhone) {
      if (digitsValid) send(phone);
      else setError('휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.');
      return;
    }
    if (expired) {
      setError('인증번호가 만료됐어요. 인증번호를 다시 받아 주세요.');
      return;
    }
    if (!/^\d{6}$/.test(code)) {
      setError('인증번호 6자리 숫자를 입력해 주세요.');
      return;
    }
    if (referral !== '' && !isReferralCode(referral)) {
      setError('추천인 코드는 영문과 숫자 4~12자로 입력해 주세요.');
      return;
    }
    submitCode({ phone, code });
  };

  return (
    <div className={styles.page}>
      <PageHeader title="로그인" />
      <form className={styles.body} onSubmit={onSubmit} noValidate>
        <div>
          <h2 className={styles.heading}>
            휴대폰 번호로
            <br />
            간편하게 시작해요
          </h2>
          <p className={styles.sub}>처음 오셨다면 인증만 하면 바로 가입돼요.</p>
        </div>

        <PhoneInput
          value={phone}
          onValueChange={(digits) => {
            setPhone(digits);
            setError(null);
          }}
          name="phone"
          autoFocus
          required
          trailing={
            codeSentToThisPhone ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={!canResend || !digitsValid}
                loading={sendCode.isPending}
                onClick={() => send(phone)}
              >
                다시 받기
              </Button>
            ) : undefined
          }
          hint={codeSentToThisPhone && !canResend ? '30초 뒤에 인증번호를 다시 받을 수 있어요.' : undefined}
        />

        {codeSentToThisPhone && (
          <TextField
            ref={codeRef}
            label="인증번호"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            placeholder="6자리 숫자"
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
              setError(null);
            }}
            trailing={
              <span className={styles.timer} aria-label={`남은 시간 ${formatRemaining(sent.expiresAt - now)}`}>
                {expired ? '만료' : formatRemaining(sent.expiresAt - now)}
              </span>
            }
            hint={info ?? undefined}
          />
        )}

        {codeSentToThisPhone && DEMO && demoProbe.isSuccess && (
          <div className={styles.row}>
            <span className={styles.note}>데모에서는 문자 대신 발송함에서 인증번호를 확인해요.</span>
            <button
              type="button"
              className={`${styles.linkButton} ${styles.demo}`}
              onClick={async () => {
                const result = await demoProbe.refetch();
                if (result.data) {
                  setCode(result.data);
                  setError(null);
                } else {
                  setError('발송함에 인증번호가 아직 없어요. 잠시 후 다시 눌러 주세요.');
                }
              }}
            >
              데모: 인증번호 확인
            </button>
          </div>
        )}

        {referralOpen ? (
          <TextField
            label="추천인 코드 (선택)"
            name="referralCode"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={12}
            placeholder="이웃에게 받은 코드"
            value={referral}
            onChange={(event) => {
              setReferral(normaliseReferral(event.target.value));
              setError(null);
            }}
            hint={`새로 가입할 때만 쓰여요. 번호마다 한 번, 추천한 이웃에게 ${formatPoints(REFERRAL_POINTS)}를 드려요.`}
          />
        ) : (
          <button type="button" className={styles.linkButton} onClick={() => setReferralOpen(true)}>
            추천인 코드가 있어요
          </button>
        )}

        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}

        {codeSentToThisPhone ? (
          <Button type="submit" size="lg" fullWidth loading={signIn.isPending} disabled={code.length !== 6}>
            로그인
          </Button>
        ) : (
          <Button type="submit" size="lg" fullWidth loading={sendCode.isPending} disabled={!digitsValid}>
            인증번호 받기
          </Button>
        )}

        {appleConfig.data?.enabled && (
          <>
            <div className={styles.divider}>또는</div>
            <button
              type="button"
              className={styles.apple}
              disabled={appleBusy}
              onClick={async () => {
                setAppleBusy(true);
                setError(null);
                try {
                  storeReturnPath(returnTo);
                  // A fresh state nonce for this attempt.
                  const fresh = await appleConfig.refetch();
                  await startAppleSignIn(fresh.data ?? appleConfig.data!);
                } catch (err) {
                  setError(errorMessage(err, 'Apple 로그인을 시작하지 못했어요. 잠시 후 다시 시도해 주세요.'));
                  setAppleBusy(false);
                }
              }}
            >
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                <path d="M16.4 12.6c0-2.5 2-3.7 2.1-3.8-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.1 2.5-1.8 3.1-.5 7.6 1.3 10.1.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.2 3-2.5 1-1.4 1.3-2.7 1.4-2.8-.1 0-2.7-1-2.7-4ZM14 5.2c.7-.8 1.1-2 1-3.2-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.3Z" />
              </svg>
              Apple로 계속하기
            </button>
          </>
        )}

        <p className={styles.note}>
          로그인하면 입주의 이용약관과 개인정보 처리방침에 동의하게 돼요. 처음 가입할 때 약관을 한 번 더 확인해요.
        </p>
      </form>
    </div>
  );
}
