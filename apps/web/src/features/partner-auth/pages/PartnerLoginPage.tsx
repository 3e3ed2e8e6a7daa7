import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConsoleSignInForm, ConsoleSignInNotice } from '../../../components/layout/ConsoleSignInForm/ConsoleSignInForm';
import { errorMessage, fieldError } from '../../../lib/error-message';
import { usePartnerLogin } from '../api/partnerLogin';
import { NEXT_PARAM, safeNextPath } from '../next-path';
import { usePartner } from '../PartnerProvider';
import type { SignOutReason } from '../partner-credential';

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

  // Already signed in (back button, a second tab): go on.
  useEffect(() => {
    if (initialized && isLoggedIn) navigate(next, { replace: true });
  }, [initialized, isLoggedIn, next, navigate]);

  const notice = signOutReason ? NOTICE[signOutReason] : null;

  return (
    <ConsoleSignInForm
      title="파트너 로그인"
      badge="파트너"
      intro="입주에서 받은 업체 계정으로 로그인해 주세요."
      exampleEmail="partner@ipju.kr"
      pending={login.isPending}
      notices={notice && !login.isPending && <ConsoleSignInNotice role="status">{notice}</ConsoleSignInNotice>}
      onSubmit={(credentials, fail) =>
        login.mutate(credentials, {
          onSuccess: (result) => {
            signIn(result);
            navigate(next, { replace: true });
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
