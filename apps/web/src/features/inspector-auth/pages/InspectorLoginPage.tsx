import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConsoleSignInForm, ConsoleSignInNotice } from '../../../components/layout/ConsoleSignInForm/ConsoleSignInForm';
import { errorMessage, fieldError } from '../../../lib/error-message';
import { PARTNER_HOME, usePartner, usePartnerLogin } from '../../partner-auth';
import { isInspectionQuery, useIsInspection } from '../api/partnerIsInspection';
import { NEXT_PARAM, safeInspectorNext } from '../next-path';
import styles from './InspectorLoginPage.module.css';

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

  // Already signed in as an inspector (back button, a second tab): go on.
  useEffect(() => {
    if (initialized && isLoggedIn && inspection.data === true) navigate(next, { replace: true });
  }, [initialized, isLoggedIn, inspection.data, next, navigate]);

  const notInspection = isLoggedIn && inspection.data === false;
  const notice = signOutReason === 'expired' ? '로그인이 만료되었어요. 다시 로그인해 주세요.' : signOutReason === 'logout' ? '로그아웃했어요.' : null;

  return (
    <ConsoleSignInForm
      title="점검원 로그인"
      badge="사전점검"
      intro="사전점검 업체의 파트너 계정으로 로그인해 주세요."
      exampleEmail="inspector@ipju.kr"
      pending={login.isPending || checking}
      notices={
        <>
          {notice && !login.isPending && !notInspection && <ConsoleSignInNotice role="status">{notice}</ConsoleSignInNotice>}
          {notInspection && (
            <ConsoleSignInNotice role="alert">
              <p>{NOT_INSPECTION}</p>
              <Link className={styles.partnerLink} to={PARTNER_HOME}>
                파트너 콘솔로 가기
              </Link>
            </ConsoleSignInNotice>
          )}
        </>
      }
      onSubmit={(credentials, fail) =>
        login.mutate(credentials, {
          onSuccess: async (result) => {
            signIn(result);
            setChecking(true);
            try {
              const isInspection = await queryClient.fetchQuery(isInspectionQuery());
              if (isInspection) navigate(next, { replace: true });
            } catch (error) {
              fail({ form: errorMessage(error, '업체 정보를 확인하지 못했어요. 잠시 후 다시 시도해 주세요.') });
            } finally {
              setChecking(false);
            }
          },
          onError: (error) => {
            const emailError = fieldError(error, 'email');
            fail(emailError ? { email: emailError } : { form: errorMessage(error, '로그인하지 못했어요. 잠시 후 다시 시도해 주세요.') });
          },
        })
      }
    />
  );
}
