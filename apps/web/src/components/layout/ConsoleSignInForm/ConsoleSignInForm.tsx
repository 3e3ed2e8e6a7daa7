import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/Button/Button';
import { FormError } from '../../ui/FormError/FormError';
import { TextField } from '../../ui/TextField/TextField';
import { Logo } from '../PageHeader';
import styles from './ConsoleSignInForm.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignInErrors {
  email?: string;
  password?: string;
  form?: string;
}

export interface ConsoleSignInFormProps {
  /** The heading and the document title, e.g. '파트너 로그인'. */
  title: string;
  /** The console's badge next to the logo, e.g. '파트너'. */
  badge: string;
  /** The line under the heading: which account to use. */
  intro: string;
  /** The placeholder and the example in the format error, e.g. 'partner@ipju.kr'. */
  exampleEmail: string;
  /** The page's own notices (signed out, wrong kind of company), above the fields. */
  notices?: ReactNode;
  /** The submit button spins (signing in, or the page's own check after it). */
  pending: boolean;
  /**
   * Called with a well-formed e-mail (trimmed) and a password; `fail` shows the server's answer on the
   * e-mail field or above the button until the next keystroke.
   */
  onSubmit: (credentials: { email: string; password: string }, fail: (errors: SignInErrors) => void) => void;
}

/**
 * The work consoles' e-mail and password sign-in screen. Each console keeps its own rules (where to go, which
 * notices, which accounts may enter) in its page and passes them in.
 */
export function ConsoleSignInForm({ title, badge, intro, exampleEmail, notices, pending, onSubmit }: ConsoleSignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const found: SignInErrors = {};
    if (!trimmed) found.email = '이메일을 입력해 주세요.';
    else if (!EMAIL.test(trimmed)) found.email = `이메일 형식이 올바르지 않아요. 예: ${exampleEmail}`;
    if (!password) found.password = '비밀번호를 입력해 주세요.';
    setErrors(found);
    if (found.email || found.password) return;
    onSubmit({ email: trimmed, password }, setErrors);
  };

  return (
    <main className={styles.page}>
      <title>{`${title} | 입주`}</title>
      <div className={styles.brand}>
        <Logo />
        <span className={styles.badge}>{badge}</span>
      </div>
      <form className={styles.body} onSubmit={submit} noValidate>
        <div>
          <h1 className={styles.heading}>{title}</h1>
          <p className={styles.sub}>{intro}</p>
        </div>
        {notices}
        <TextField
          label="이메일"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          placeholder={exampleEmail}
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
        <Button type="submit" size="lg" fullWidth loading={pending}>
          로그인
        </Button>
        <p className={styles.help}>계정이나 비밀번호를 잊으셨다면 입주 고객센터로 문의해 주세요.</p>
      </form>
    </main>
  );
}

/** A notice box above the sign-in fields (a `status` for news, an `alert` for a refusal). */
export function ConsoleSignInNotice({ role, children }: { role: 'status' | 'alert'; children: ReactNode }) {
  const Tag = role === 'status' ? 'p' : 'div';
  return (
    <Tag className={styles.notice} role={role}>
      {children}
    </Tag>
  );
}
