import { useNavigate, type NavigateFunction } from 'react-router';
import { registrationError, type RegistrationInput } from '@app/domain/registration';
import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api.ts';
import { confirm, toast } from '../../lib/feedback.ts';
import { useRegister } from './api/register.ts';
import { AUTH_TEXT } from './strings.ts';

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
 * Sending a registration: the shared rules (and the adult statement) first, so the screen shows
 * the spec's message without a round trip; then /api/register with the captcha's key and the
 * referrer. A new account goes home and is shown where its limits are; a refusal is shown and
 * `onRefused` runs (a captcha is single use).
 */
export function useRegistration(pid: string | undefined, onRefused: () => void) {
  const navigate = useNavigate();
  const registration = useRegister();

  const register = (input: RegistrationInput, adult: boolean, key: string) => {
    if (registration.isPending) return;
    const problem = registrationError(input) ?? (adult ? null : AUTH_TEXT.adultRequired);
    if (problem !== null) {
      toast(problem);
      return;
    }
    registration.mutate(
      { ...input, key, pid },
      {
        onSuccess: () => {
          toast(AUTH_TEXT.registerSuccess, 'success');
          void navigate('/', { replace: true });
          void showLimitsOnce(navigate);
        },
        onError: (error) => {
          const offline = !(error instanceof ApiError) || error.code === NETWORK_ERROR_CODE;
          toast(offline ? AUTH_TEXT.registerFailed : error.message, 'fail');
          onRefused();
        },
      },
    );
  };

  return { register, pending: registration.isPending };
}
