import { Button } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams, type NavigateFunction } from 'react-router';
import { registrationError } from '@app/domain/registration';
import { TopBar } from '../../../components/TopBar.tsx';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api.ts';
import { confirm, toast } from '../../../lib/feedback.ts';
import { useCaptcha } from '../api/captcha.ts';
import { useRegister } from '../api/register.ts';
import { carriedQuery } from '../auth-links.ts';
import { AUTH_TEXT } from '../strings.ts';
import { AccountField } from './AccountField.tsx';
import { AuthHeader } from './AuthHeader.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { PasswordInput } from './PasswordInput.tsx';

/** Once, right after the account exists: where the player's limits are (DESIGN §12). */
async function showLimitsOnce(navigate: NavigateFunction) {
  const go = await confirm({
    title: AUTH_TEXT.limitsTitle,
    content: AUTH_TEXT.limitsText,
    confirmText: AUTH_TEXT.limitsGo,
    cancelText: AUTH_TEXT.limitsLater,
    label: AUTH_TEXT.limitsTitle,
  });
  if (go) void navigate('/responsible');
}

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
  const registration = useRegister();
  const withConfirmation = variant === 'reg2';
  const toLogin = () => void navigate(`/login${carriedQuery(params)}`, { replace: true });

  /** A challenge is single use: after any failed attempt, a new image and an empty answer. */
  const newCaptcha = () => {
    setCode('');
    void captcha.refetch();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (registration.isPending) return;
    const input = {
      name: name.trim(),
      password,
      confirmPass: withConfirmation ? confirmPass : undefined,
      code: code.trim(),
    };
    const problem = registrationError(input) ?? (adult ? null : AUTH_TEXT.adultRequired);
    if (problem !== null) {
      toast(problem);
      return;
    }
    registration.mutate(
      { ...input, key: captcha.data?.key ?? '', pid },
      {
        onSuccess: () => {
          toast(AUTH_TEXT.registerSuccess, 'success');
          void navigate('/', { replace: true });
          void showLimitsOnce(navigate);
        },
        onError: (error) => {
          const offline = !(error instanceof ApiError) || error.code === NETWORK_ERROR_CODE;
          toast(offline ? AUTH_TEXT.registerFailed : error.message, 'fail');
          newCaptcha();
        },
      },
    );
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
        <PasswordInput
          label={AUTH_TEXT.password}
          placeholder={AUTH_TEXT.registerPasswordPlaceholder}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
        />
        {withConfirmation && (
          <PasswordInput
            label={AUTH_TEXT.confirmPassword}
            placeholder={AUTH_TEXT.confirmPasswordPlaceholder}
            value={confirmPass}
            onChange={setConfirmPass}
            autoComplete="new-password"
          />
        )}
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
          loading={registration.isPending}
        >
          {AUTH_TEXT.submitRegister}
        </Button>
        <RegisterFooter withConfirmation={withConfirmation} toLogin={toLogin} />
      </form>
    </div>
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
