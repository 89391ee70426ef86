import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '@app/contract/messages';
import { telegramAutoLogin } from '../../../api/telegram-login.ts';
import { toast } from '../../../lib/feedback.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { getToken } from '../../../lib/session.ts';
import { telegramInitData } from '../../../lib/telegram.ts';

/**
 * Tapping a game (spec part 1 §5): with a session, straight to its /gamePage. Without one, inside
 * Telegram the Mini App login is tried first; otherwise 请登录！ and /login?from=<screen>, with the
 * game as the redirect so the player lands in the game they picked (its back arrow then returns
 * to the list: the login page replaces itself).
 */
export function useOpenGame(from: string): (gamePath: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const busy = useRef(false);

  return useCallback(
    (gamePath: string) => {
      if (getToken() !== null) {
        void navigate(gamePath);
        return;
      }
      if (busy.current) return;
      busy.current = true;
      const autoLogin =
        telegramInitData() !== null ? telegramAutoLogin(queryClient) : Promise.resolve(false);
      void autoLogin
        .catch(() => false)
        .then((loggedIn) => {
          busy.current = false;
          if (loggedIn) {
            void navigate(gamePath);
            return;
          }
          toast(MSG.pleaseLogin);
          const query = new URLSearchParams({ from });
          const redirect = safeRedirect(gamePath);
          if (redirect !== null) query.set('redirect', redirect);
          void navigate(`/login?${query.toString()}`);
        });
    },
    [navigate, queryClient, from],
  );
}
