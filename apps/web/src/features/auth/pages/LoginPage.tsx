import { Button, Switch } from 'antd-mobile';
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useNavigate, useSearchParams, type NavigateFunction } from 'react-router';
import { loginError } from '@app/domain/registration';
import { confirm, toast } from '../../../lib/feedback.ts';
import { useGuestLogin } from '../api/guest-login.ts';
import { useLogin } from '../api/login.ts';
import { afterLoginPath, carriedQuery, guestBlockedPath } from '../auth-links.ts';
import { AccountField } from '../components/AccountField.tsx';
import { AuthHeader } from '../components/AuthHeader.tsx';
import { GuestNotice } from '../components/GuestNotice.tsx';
import { PasswordInput } from '../components/PasswordInput.tsx';
import { AUTH_TEXT } from '../strings.ts';

/** Ours: say what a trial account can and cannot do, with the way to a real account. */
async function offerRegistration(navigate: NavigateFunction) {
  const register = await confirm({
    title: AUTH_TEXT.guestNotice.title,
    content: <GuestNotice />,
    confirmText: AUTH_TEXT.guestNotice.register,
    cancelText: AUTH_TEXT.guestNotice.later,
  });
  if (register) void navigate('/reg2');
}

/** /login (spec part 1 §2 Login, part 2 §2): account + password, auto-login, guest trial. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const login = useLogin();
  const guest = useGuestLogin();
  const busy = login.isPending || guest.isPending;

  const done = () => {
    toast(AUTH_TEXT.loginSuccess, 'success');
    void navigate(afterLoginPath(params), { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = loginError({ name, password });
    if (problem !== null) {
      toast(problem);
      return;
    }
    // Failures were already shown by the API client as the server's message.
    login.mutate({ name: name.trim(), password, remember }, { onSuccess: done });
  };

  const tryAsGuest = () => {
    if (busy) return;
    // One message after a trial login: the trial notice, or where the redirect is a screen a
    // trial account cannot use (deposit, withdrawal), that screen's own explanation alone. The
    // login toast would be a third voice; the notice says it all.
    guest.mutate(
      { remember },
      {
        onSuccess: () => {
          const target = afterLoginPath(params);
          void navigate(target, { replace: true });
          if (!guestBlockedPath(target)) void offerRegistration(navigate);
        },
      },
    );
  };

  return (
    <div className="auth-page">
      <AuthHeader title={AUTH_TEXT.loginWelcome} subtitle={AUTH_TEXT.loginSubtitle} />
      <form className="auth-card" onSubmit={submit} noValidate>
        <AccountField placeholder={AUTH_TEXT.accountPlaceholder} value={name} onChange={setName} />
        <PasswordInput
          label={AUTH_TEXT.password}
          placeholder={AUTH_TEXT.passwordPlaceholder}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <LoginOptions remember={remember} onRemember={setRemember} />
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={login.isPending}
          disabled={guest.isPending}
        >
          {AUTH_TEXT.login}
        </Button>
        <LoginAlternatives
          params={params}
          guestPending={guest.isPending}
          loginPending={login.isPending}
          onGuest={tryAsGuest}
        />
      </form>
    </div>
  );
}

/** Auto-login (remember the session) and the forgotten-password help. */
function LoginOptions({
  remember,
  onRemember,
}: {
  remember: boolean;
  onRemember: Dispatch<SetStateAction<boolean>>;
}) {
  return (
    <div className="auth-options">
      <div className="auth-options__remember">
        <Switch
          aria-label={AUTH_TEXT.autoLogin}
          checked={remember}
          onChange={onRemember}
          style={{ '--height': '22px', '--width': '40px' }}
        />
        <span aria-hidden onClick={() => onRemember((on) => !on)}>
          {AUTH_TEXT.autoLogin}
        </span>
      </div>
      <button
        type="button"
        className="auth-link"
        onClick={() => toast(AUTH_TEXT.forgotPasswordHelp)}
      >
        {AUTH_TEXT.forgotPassword}
      </button>
    </div>
  );
}

/** Register, contact support, or try the site with a guest account. */
function LoginAlternatives({
  params,
  guestPending,
  loginPending,
  onGuest,
}: {
  params: URLSearchParams;
  guestPending: boolean;
  loginPending: boolean;
  onGuest: () => void;
}) {
  const navigate = useNavigate();
  return (
    <>
      <div className="auth-secondary">
        <Button
          block
          shape="rounded"
          color="primary"
          fill="outline"
          onClick={() => void navigate(`/reg2${carriedQuery(params)}`)}
        >
          {AUTH_TEXT.register}
        </Button>
        <Button block shape="rounded" onClick={() => void navigate('/home')}>
          {AUTH_TEXT.contactSupport}
        </Button>
      </div>
      <div className="auth-guest">
        <Button
          fill="none"
          color="warning"
          loading={guestPending}
          disabled={loginPending}
          onClick={onGuest}
        >
          {AUTH_TEXT.guestLogin}
        </Button>
        <p className="auth-guest__note">{AUTH_TEXT.guestNote}</p>
      </div>
    </>
  );
}
