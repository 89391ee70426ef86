import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Back to the previous screen of this app, or home when the app was opened on this screen (a
 * shared link, a Telegram launch) and there is nothing of ours to go back to.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state = window.history.state as { idx?: number } | null;
    if (state && typeof state.idx === 'number' && state.idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate]);
}
