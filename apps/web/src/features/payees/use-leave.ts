import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Leaves an add-card screen once the card is saved: back to where the player came from (the
 * withdrawal form, card management), or to `fallback` when the screen was opened directly.
 */
export function useLeave(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state = window.history.state as { idx?: number } | null;
    if (state && typeof state.idx === 'number' && state.idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
