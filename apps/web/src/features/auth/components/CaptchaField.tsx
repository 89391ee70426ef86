import { Input, SpinLoading } from 'antd-mobile';
import { CheckShieldOutline } from 'antd-mobile-icons';
import { LIMITS } from '@app/contract/limits';
import { AUTH_TEXT } from '../strings.ts';
import { AuthField } from './AuthField.tsx';

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  image: string | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  onImageError: () => void;
}

/** Captcha answer with the challenge image beside it; tapping the image asks for a new one. */
export function CaptchaField({
  value,
  onChange,
  image,
  loading,
  failed,
  onRefresh,
  onImageError,
}: CaptchaFieldProps) {
  return (
    <AuthField
      label={AUTH_TEXT.captcha}
      icon={<CheckShieldOutline />}
      extra={
        <button
          type="button"
          className="captcha-image"
          aria-label={AUTH_TEXT.captchaRefresh}
          title={AUTH_TEXT.captchaRefresh}
          onClick={onRefresh}
          disabled={loading}
        >
          {loading ? (
            <SpinLoading style={{ '--size': '18px' }} aria-label={AUTH_TEXT.captchaLoading} />
          ) : image && !failed ? (
            <img src={image} alt={AUTH_TEXT.captcha} onError={onImageError} />
          ) : (
            <span className="captcha-image__retry">{AUTH_TEXT.captchaFailed}</span>
          )}
        </button>
      }
    >
      {(id) => (
        <Input
          id={id}
          placeholder={AUTH_TEXT.captchaPlaceholder}
          value={value}
          onChange={onChange}
          maxLength={LIMITS.inputMax}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
        />
      )}
    </AuthField>
  );
}
