import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { closeDialogs, confirm } from '../lib/feedback.ts';
import { loginPath } from '../lib/redirect.ts';
import { useSessionToken } from '../lib/session.ts';
import { PageLoading } from './PageLoading.tsx';
import { SHELL_TEXT } from './strings.ts';
import { useGoBack } from './use-go-back.ts';

interface RequireAuthProps {
  children: ReactNode;
  /**
   * 'redirect': straight to /login?redirect=… (spec part 1 §2).
   * 'confirm': ask first — /hongbao and /transfer show "精彩内容等你来，立即登录？".
   */
  mode?: 'redirect' | 'confirm';
  /** A login that needs no typing (Telegram Mini App); resolves true when a session started. */
  autoLogin?: (() => Promise<boolean>) | undefined;
  /** Shown behind the confirm dialog instead of the screen. */
  fallback?: ReactNode;
}

/** Renders the screen only with a session token; otherwise tries auto-login, then asks to log in. */
export function RequireAuth({
  children,
  mode = 'redirect',
  autoLogin,
  fallback,
}: RequireAuthProps) {
  const token = useSessionToken();
  const location = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [autoLoginTried, setAutoLoginTried] = useState(autoLogin === undefined);
  const redirect = `${location.pathname}${location.search}`;
  const waiting = token === null && !autoLoginTried;

  useEffect(() => {
    if (!waiting || !autoLogin) return;
    let active = true;
    void autoLogin()
      .catch(() => false)
      .then(() => {
        if (active) setAutoLoginTried(true);
      });
    return () => {
      active = false;
    };
  }, [waiting, autoLogin]);

  const asking = token === null && autoLoginTried && mode === 'confirm';
  useEffect(() => {
    if (!asking) return;
    let active = true;
    void confirm({
      content: SHELL_TEXT.loginPrompt,
      confirmText: SHELL_TEXT.loginNow,
      cancelText: SHELL_TEXT.cancel,
    }).then(
      (confirmed) => {
        if (!active) return;
        if (confirmed) void navigate(loginPath(redirect), { replace: true });
        else goBack();
      },
      // The dialog's code could not be fetched: do what confirming would have done.
      () => {
        if (active) void navigate(loginPath(redirect), { replace: true });
      },
    );
    return () => {
      active = false;
      closeDialogs();
    };
  }, [asking, redirect, navigate, goBack]);

  if (token !== null) return children;
  if (waiting) return <PageLoading />;
  if (mode === 'redirect') return <Navigate to={loginPath(redirect)} replace />;
  return fallback ?? null;
}
