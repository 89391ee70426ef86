import { Button, Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '@app/contract/limits';
import { passwordChangeError, passwordMax, type PasswordKind } from '@app/domain/payees';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { toast } from '../../../lib/feedback.ts';
import { clearSession } from '../../../lib/session.ts';
import { useEditPassword } from '../api/edit-password.ts';
import { PASSWORD_TEXT } from '../strings.ts';
import '../password.css';

/**
 * /password (spec part 2 "Change password"): ?type=1 changes the login password, any other type
 * the payment (withdrawal) password. After a new login password the session is over: the screen
 * clears it and goes to /login (spec part 2 §4).
 */
export function PasswordPage() {
  const [params] = useSearchParams();
  const kind: PasswordKind = params.get('type') === '1' ? 'login' : 'pay';
  // A new form for each kind, so switching between them never carries typed passwords over.
  return <PasswordForm key={kind} kind={kind} />;
}

/**
 * A session to end once this screen is gone (set `.current` after a new login password): ended
 * while the screen is still shown, its login-only route would first send the player to
 * /login?redirect=/password.
 */
function useEndSessionOnLeave() {
  const queryClient = useQueryClient();
  const endSessionOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (!endSessionOnLeave.current) return;
      clearSession();
      queryClient.clear();
    },
    [queryClient],
  );
  return endSessionOnLeave;
}

function PasswordForm({ kind }: { kind: PasswordKind }) {
  const navigate = useNavigate();
  const [oldpassword, setOld] = useState('');
  const [password, setNew] = useState('');
  const [repassword, setConfirm] = useState('');
  const change = useEditPassword(kind);
  const max = passwordMax(kind);
  const login = kind === 'login';
  const endSessionOnLeave = useEndSessionOnLeave();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const input = { oldpassword, password, repassword };
    const problem = passwordChangeError(kind, input);
    if (problem !== null) {
      toast(problem);
      return;
    }
    change.mutate(input, {
      onSuccess: () => {
        toast(PASSWORD_TEXT.changed, 'success');
        if (login) {
          // The server has ended every session of this player; this one goes too (below).
          endSessionOnLeave.current = true;
          void navigate('/login', { replace: true });
        } else {
          const state = window.history.state as { idx?: number } | null;
          if (state && typeof state.idx === 'number' && state.idx > 0) void navigate(-1);
          else void navigate('/mine', { replace: true });
        }
      },
    });
  };

  return (
    <TitledPage title={login ? PASSWORD_TEXT.loginTitle : PASSWORD_TEXT.payTitle}>
      <form className="password-form" onSubmit={submit} noValidate>
        <PasswordFields
          max={max}
          values={{ oldpassword, password, repassword }}
          setters={{ setOld, setNew, setConfirm }}
        />
        <p className="password-note">{login ? PASSWORD_TEXT.loginNote : PASSWORD_TEXT.payNote}</p>
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={change.isPending}
        >
          {PASSWORD_TEXT.submit}
        </Button>
        <button
          type="button"
          className="password-switch"
          onClick={() =>
            void navigate(login ? '/password?type=2' : '/password?type=1', { replace: true })
          }
        >
          {login ? PASSWORD_TEXT.toPay : PASSWORD_TEXT.toLogin}
        </button>
      </form>
    </TitledPage>
  );
}

/** The old password, the new one and its confirmation. */
function PasswordFields({
  max,
  values,
  setters,
}: {
  max: number;
  values: { oldpassword: string; password: string; repassword: string };
  setters: Record<'setOld' | 'setNew' | 'setConfirm', (value: string) => void>;
}) {
  return (
    <div className="password-panel">
      <SecretRow
        label={PASSWORD_TEXT.oldPassword}
        placeholder={PASSWORD_TEXT.oldPlaceholder}
        value={values.oldpassword}
        onChange={setters.setOld}
        maxLength={max}
        autoComplete="current-password"
      />
      <SecretRow
        label={PASSWORD_TEXT.newPassword}
        placeholder={PASSWORD_TEXT.newPlaceholder(LIMITS.passwordMin, max)}
        value={values.password}
        onChange={setters.setNew}
        maxLength={max}
        autoComplete="new-password"
      />
      <SecretRow
        label={PASSWORD_TEXT.confirmPassword}
        placeholder={PASSWORD_TEXT.confirmPlaceholder}
        value={values.repassword}
        onChange={setters.setConfirm}
        maxLength={max}
        autoComplete="new-password"
      />
    </div>
  );
}

function SecretRow({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  autoComplete,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  autoComplete: 'current-password' | 'new-password';
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-row">
      <label className="password-row__label" htmlFor={id}>
        {label}
      </label>
      <Input
        id={id}
        className="password-row__input"
        type={visible ? 'text' : 'password'}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        maxLength={maxLength}
        autoComplete={autoComplete}
        clearable
      />
      <button
        type="button"
        className="password-row__eye"
        aria-label={`${visible ? PASSWORD_TEXT.hidePassword : PASSWORD_TEXT.showPassword} ${label}`}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </div>
  );
}
