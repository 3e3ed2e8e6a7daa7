import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { Checkbox } from '../../../components/ui/Checkbox/Checkbox';
import { useToast } from '../../../components/ui/Toast/Toast';
import { useUpdateAgreement } from '../api/updateAgreement';
import { useAuth } from '../AuthProvider';
import { RequireAuth } from '../RequireAuth';
import { RETURN_TO_PARAM, safeReturnPath } from '../return-path';
import { policyPath } from '../../legal';
import { AGREEMENT_ITEMS, loadChoices, saveChoices, type AgreementChoices } from '../agreement-items';
import { errorMessage } from '../../../lib/error-message';
import styles from './auth.module.css';

function AgreeForm() {
  const navigate = useNavigate();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_TO_PARAM));
  const isNew = searchParams.get('new') === '1';
  const { user, refresh } = useAuth();

  const [choices, setChoices] = useState<AgreementChoices>(() =>
    loadChoices({ ageOver14: false, terms: false, privacy: false, marketing: user?.agreements.marketing ?? false }),
  );
  const [error, setError] = useState<string | null>(null);
  useEffect(() => saveChoices(choices), [choices]);

  const allChecked = AGREEMENT_ITEMS.every((item) => choices[item.key]);
  const requiredChecked = AGREEMENT_ITEMS.filter((item) => item.required).every((item) => choices[item.key]);

  const agree = useUpdateAgreement();
  const submit = () => {
    setError(null);
    agree.mutate(
      { ageOver14: true, terms: true, privacy: true, marketing: choices.marketing },
      {
        // The button stays busy (isSuccess) while the profile is read again and the page moves on.
        onSuccess: async () => {
          saveChoices(null);
          await refresh();
          if (isNew) toast.show('입주에 오신 걸 환영해요!');
          navigate(returnTo, { replace: true });
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <div className={styles.page}>
      <PageHeader title="약관 동의" back={false} />
      <div className={styles.body}>
        <div>
          <h2 className={styles.heading}>
            서비스 이용을 위해
            <br />
            약관에 동의해 주세요
          </h2>
          <p className={styles.sub}>필수 항목에 동의하면 바로 시작할 수 있어요.</p>
        </div>

        <div className={styles.agreeAll}>
          <Checkbox
            label={<span className={styles.agreeAllLabel}>모두 동의</span>}
            description="선택 항목(마케팅 정보 수신)까지 모두 동의해요."
            checked={allChecked}
            onChange={(checked) => setChoices({ ageOver14: checked, terms: checked, privacy: checked, marketing: checked })}
          />
        </div>

        <ul className={styles.termsList}>
          {AGREEMENT_ITEMS.map((item) => (
            <li key={item.key} className={styles.termsRow}>
              <Checkbox
                label={
                  <>
                    <span className={item.required ? styles.badge : styles.badgeOptional}>
                      [{item.required ? '필수' : '선택'}]
                    </span>{' '}
                    {item.label}
                  </>
                }
                checked={choices[item.key]}
                onChange={(checked) => setChoices((prev) => ({ ...prev, [item.key]: checked }))}
              />
              {item.policy && (
                <Link to={policyPath(item.policy)} className={styles.viewButton} aria-label={`${item.label} 전문 보기`}>
                  보기
                </Link>
              )}
            </li>
          ))}
        </ul>

        <p className={styles.policyNote}>
          개인정보를 어떻게 처리하는지는 <Link to={policyPath('privacy')}>개인정보처리방침</Link>에서 볼 수 있어요.
        </p>

        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>

      <BottomCTA caption={!requiredChecked ? '필수 약관에 모두 동의해야 시작할 수 있어요.' : undefined}>
        <Button size="lg" fullWidth disabled={!requiredChecked} loading={agree.isPending || agree.isSuccess} onClick={submit}>
          동의하고 시작하기
        </Button>
      </BottomCTA>
    </div>
  );
}

/** /agree: the age line, required terms and privacy, optional marketing (SPEC section 2); each links to its page. */
export function AgreePage() {
  return (
    <RequireAuth>
      <AgreeForm />
    </RequireAuth>
  );
}
