import { Button } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TopBar } from '../../../components/TopBar.tsx';
import { useCaptcha } from '../api/captcha.ts';
import { carriedQuery } from '../auth-links.ts';
import { AUTH_TEXT } from '../strings.ts';
import { useRegistration } from '../use-registration.ts';
import { AccountField } from './AccountField.tsx';
import { AuthHeader } from './AuthHeader.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { PasswordInput } from './PasswordInput.tsx';

/**
 * Registration (spec part 2 §2, §5). 'reg' (/reg): name, password, captcha; 'reg2' (/reg2): also
 * the password confirmation and a back-to-login button. The shared rules run first, so the
 * screen shows the spec's message without a round trip; the server checks them again.
 */
export function RegisterForm({ variant }: { variant: 'reg' | 'reg2' }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pid = params.get('pid') ?? undefined;
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPass, setConfirmPass] = useState('');
  const [code, setCode] = useState('');
  const [adult, setAdult] = useState(false);
  const [imageFailed, setImageFailed] = useState<string | null>(null);
  const captcha = useCaptcha();
  const registration = useRegistration(pid, () => newCaptcha());
  const withConfirmation = variant === 'reg2';
  const toLogin = () => void navigate(`/login${carriedQuery(params)}`, { replace: true });

  /** A challenge is single use: after any failed attempt, a new image and an empty answer. */
  const newCaptcha = () => {
    setCode('');
    void captcha.refetch();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name: name.trim(),
      password,
      confirmPass: withConfirmation ? confirmPass : undefined,
      code: code.trim(),
    };
    registration.register(input, adult, captcha.data?.key ?? '');
  };

  const image = captcha.data?.image;
  return (
    <div className="auth-page">
      <AuthHeader
        title={AUTH_TEXT.registerWelcome}
        subtitle={AUTH_TEXT.registerSubtitle}
        back={<TopBar className="auth-hero__nav" onBack={toLogin} />}
      />
      <form className="auth-card" onSubmit={submit} noValidate>
        <AccountField placeholder={AUTH_TEXT.namePlaceholder} value={name} onChange={setName} />
        <NewPasswordFields
          password={password}
          onPassword={setPassword}
          confirmPass={withConfirmation ? confirmPass : null}
          onConfirmPass={setConfirmPass}
        />
        <CaptchaField
          value={code}
          onChange={setCode}
          image={image}
          loading={captcha.isFetching}
          failed={captcha.isError || (image !== undefined && imageFailed === image)}
          onRefresh={newCaptcha}
          onImageError={() => setImageFailed(image ?? null)}
        />
        <AdultConfirm checked={adult} onChange={setAdult} />
        {pid && (
          <p className="auth-referrer">
            {AUTH_TEXT.referrer}: {pid}
          </p>
        )}
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={registration.pending}
        >
          {AUTH_TEXT.submitRegister}
        </Button>
        <RegisterFooter withConfirmation={withConfirmation} toLogin={toLogin} />
      </form>
    </div>
  );
}

/** The new password and, on /reg2 (`confirmPass` not null), its confirmation. */
function NewPasswordFields({
  password,
  onPassword,
  confirmPass,
  onConfirmPass,
}: {
  password: string;
  onPassword: (password: string) => void;
  confirmPass: string | null;
  onConfirmPass: (confirmPass: string) => void;
}) {
  return (
    <>
      <PasswordInput
        label={AUTH_TEXT.password}
        placeholder={AUTH_TEXT.registerPasswordPlaceholder}
        value={password}
        onChange={onPassword}
        autoComplete="new-password"
      />
      {confirmPass !== null && (
        <PasswordInput
          label={AUTH_TEXT.confirmPassword}
          placeholder={AUTH_TEXT.confirmPasswordPlaceholder}
          value={confirmPass}
          onChange={onConfirmPass}
          autoComplete="new-password"
        />
      )}
    </>
  );
}

/** The player's statement of being an adult (required to register). */
function AdultConfirm({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const adultId = useId();
  return (
    <div className="auth-adult">
      <input
        id={adultId}
        type="checkbox"
        className="auth-adult__box"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={adultId}>{AUTH_TEXT.adultConfirm}</label>
    </div>
  );
}

/** /reg2: back to login and the payment password note; /reg: a link to log in. */
function RegisterFooter({
  withConfirmation,
  toLogin,
}: {
  withConfirmation: boolean;
  toLogin: () => void;
}) {
  return withConfirmation ? (
    <>
      <Button block shape="rounded" fill="outline" color="primary" onClick={toLogin}>
        {AUTH_TEXT.backToLogin}
      </Button>
      <p className="auth-note">{AUTH_TEXT.payPasswordNote}</p>
    </>
  ) : (
    <p className="auth-switch">
      {AUTH_TEXT.haveAccount}
      <button type="button" className="auth-link" onClick={toLogin}>
        {AUTH_TEXT.goLogin}
      </button>
    </p>
  );
}
