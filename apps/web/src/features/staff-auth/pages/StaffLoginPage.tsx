import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConsoleSignInForm, ConsoleSignInNotice } from '../../../components/layout/ConsoleSignInForm/ConsoleSignInForm';
import { errorMessage, fieldError } from '../../../lib/error-message';
import { useStaffLogin } from '../api/staffLogin';
import { NEXT_PARAM, safeStaffNextPath } from '../next-path';
import type { StaffSignOutReason } from '../staff-credential';
import { useStaff } from '../StaffProvider';

const NOTICE: Record<StaffSignOutReason, string> = {
  logout: '로그아웃했어요.',
  expired: '로그인이 만료되었어요. 다시 로그인해 주세요.',
};

/** /staff/login: ipju's operations team signs in with their e-mail and password, then goes on to `next`. */
export function StaffLoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeStaffNextPath(searchParams.get(NEXT_PARAM));
  const { initialized, isLoggedIn, signIn, signOutReason } = useStaff();
  const login = useStaffLogin();

  useEffect(() => {
    if (initialized && isLoggedIn) navigate(next, { replace: true });
  }, [initialized, isLoggedIn, next, navigate]);

  const notice = signOutReason ? NOTICE[signOutReason] : null;

  return (
    <ConsoleSignInForm
      title="운영팀 로그인"
      badge="운영팀"
      intro="입주 운영팀 계정으로 로그인해 주세요."
      exampleEmail="staff@ipju.kr"
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
