import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { telegramInitData } from '../../../lib/telegram.ts';

interface TelegramBridgeWindow {
  Telegram?: { WebApp?: { close?: () => void } };
  /** Telegram's mobile and desktop apps inject this into a Mini App's web view. */
  TelegramWebviewProxy?: { postEvent: (eventType: string, eventData: string) => void };
}

/**
 * Closes the Telegram Mini App. We load no Telegram script (lib/telegram.ts), so this speaks the
 * Mini App event protocol directly: the web view bridge in the apps, a message to the parent
 * window in Telegram's web client. Returns false when there is nobody to ask.
 */
export function closeMiniApp(): boolean {
  const bridge = window as unknown as TelegramBridgeWindow;
  if (bridge.Telegram?.WebApp?.close) {
    bridge.Telegram.WebApp.close();
    return true;
  }
  if (bridge.TelegramWebviewProxy) {
    bridge.TelegramWebviewProxy.postEvent('web_app_close', '{}');
    return true;
  }
  if (window.parent !== window) {
    window.parent.postMessage(
      JSON.stringify({ eventType: 'web_app_close', eventData: {} }),
      'https://web.telegram.org',
    );
    return true;
  }
  return false;
}

/**
 * Back from a game screen (spec part 1 §2 /gameList): to the previous screen of this app when
 * there is one; when the screen was the first one opened, close the mini-program inside Telegram,
 * otherwise go home.
 */
export function useLeave(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    // The hash router keeps its position in history.state.idx; a memory router (tests) has none,
    // and there only the first entry has the key 'default'.
    const state = window.history.state as { idx?: unknown } | null;
    const hasPrevious = typeof state?.idx === 'number' ? state.idx > 0 : key !== 'default';
    if (hasPrevious) {
      void navigate(-1);
      return;
    }
    if (telegramInitData() !== null && closeMiniApp()) return;
    void navigate('/', { replace: true });
  }, [navigate, key]);
}
