import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { Spinner } from '../../../components/ui/Spinner/Spinner';
import { useAuth } from '../AuthProvider';
import { agreePath, takeStoredReturnPath } from '../return-path';
import styles from './auth.module.css';

const FALLBACK_ERROR = 'Apple 로그인에 실패했어요. 다시 시도하거나 휴대폰 번호로 로그인해 주세요.';

/**
 * /auth/apple/callback: the server verifies Apple's id_token (form_post to its redirect URI), sets
 * the session cookie and redirects here with ?result=ok&isNew=true|false[&needsAgreement=true]
 * or ?result=error&message=<Korean text>.
 */
export function AppleCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const result = params.get('result');
    if (result !== 'ok') {
      const message = params.get('message');
      setError(message && /[가-힣]/.test(message) ? message : FALLBACK_ERROR);
      return;
    }
    const isNew = params.get('isNew') === 'true';
    const needsAgreement = params.get('needsAgreement') === 'true';
    const returnTo = takeStoredReturnPath();
    void refresh().then((user) => {
      if (!user) {
        setError(FALLBACK_ERROR);
        return;
      }
      const agreed = user.agreements.terms && user.agreements.privacy && user.agreements.ageOver14;
      if (isNew || needsAgreement || !agreed) navigate(agreePath(returnTo, isNew), { replace: true });
      else navigate(returnTo, { replace: true });
    });
  }, [params, navigate, refresh]);

  return (
    <div className={styles.page}>
      <PageHeader title="Apple 로그인" back={false} />
      <div className={styles.center}>
        {error ? (
          <>
            <p className={styles.error} role="alert">
              {error}
            </p>
            <Button size="lg" fullWidth onClick={() => navigate('/login', { replace: true })}>
              로그인 화면으로
            </Button>
          </>
        ) : (
          <Spinner size={32} label="Apple 계정으로 로그인하고 있어요" />
        )}
      </div>
    </div>
  );
}
