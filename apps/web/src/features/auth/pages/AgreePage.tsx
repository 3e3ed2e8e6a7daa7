import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { BottomCTA, Button } from '../../../components/ui/Button/Button';
import { Checkbox } from '../../../components/ui/Checkbox/Checkbox';
import { useToast } from '../../../components/ui/Toast/Toast';
import { useUpdateAgreement } from '../api/updateAgreement';
import { useAuth } from '../AuthProvider';
import { TermsSheet } from '../components/TermsSheet';
import { RequireAuth } from '../RequireAuth';
import { RETURN_TO_PARAM, safeReturnPath } from '../return-path';
import { TERMS } from '../terms';
import type { TermsDocument } from '../terms';
import { errorMessage } from '../../../lib/error-message';
import styles from './auth.module.css';

type Choices = Record<TermsDocument['key'], boolean>;

function AgreeForm() {
  const navigate = useNavigate();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_TO_PARAM));
  const isNew = searchParams.get('new') === '1';
  const { user, refresh } = useAuth();

  const [choices, setChoices] = useState<Choices>(() => ({
    terms: false,
    privacy: false,
    marketing: user?.agreements.marketing ?? false,
  }));
  const [open, setOpen] = useState<TermsDocument | null>(null);
  const [error, setError] = useState<string | null>(null);

  const allChecked = TERMS.every((doc) => choices[doc.key]);
  const requiredChecked = TERMS.filter((doc) => doc.required).every((doc) => choices[doc.key]);

  const agree = useUpdateAgreement();
  const submit = () => {
    setError(null);
    agree.mutate(
      { terms: true, privacy: true, marketing: choices.marketing },
      {
        // The button stays busy (isSuccess) while the profile is read again and the page moves on.
        onSuccess: async () => {
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
            onChange={(checked) => setChoices({ terms: checked, privacy: checked, marketing: checked })}
          />
        </div>

        <ul className={styles.termsList}>
          {TERMS.map((doc) => (
            <li key={doc.key} className={styles.termsRow}>
              <Checkbox
                label={
                  <>
                    <span className={doc.required ? styles.badge : styles.badgeOptional}>
                      [{doc.required ? '필수' : '선택'}]
                    </span>{' '}
                    {doc.title}
                  </>
                }
                checked={choices[doc.key]}
                onChange={(checked) => setChoices((prev) => ({ ...prev, [doc.key]: checked }))}
              />
              <button
                type="button"
                className={styles.viewButton}
                onClick={() => setOpen(doc)}
                aria-label={`${doc.title} 전문 보기`}
              >
                보기
              </button>
            </li>
          ))}
        </ul>

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

      <TermsSheet
        document={open}
        onClose={() => setOpen(null)}
        onAgree={() => {
          if (open) setChoices((prev) => ({ ...prev, [open.key]: true }));
          setOpen(null);
        }}
      />
    </div>
  );
}

/** /agree: required terms and privacy, optional marketing (SPEC section 2). */
export function AgreePage() {
  return (
    <RequireAuth>
      <AgreeForm />
    </RequireAuth>
  );
}
