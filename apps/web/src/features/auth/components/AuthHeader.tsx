import type { ReactNode } from 'react';

/** The branded top of the login and registration screens (no NavBar). */
export function AuthHeader({
  title,
  subtitle,
  back,
}: {
  title: string;
  subtitle: string;
  back?: ReactNode;
}) {
  return (
    <header className="auth-hero">
      {back}
      <div className="auth-hero__logo" aria-hidden>
        <svg viewBox="0 0 48 48" width="40" height="40">
          <path
            d="M24 4l5.6 11.4L42 17.2l-9 8.8 2.1 12.4L24 32.6l-11.1 5.8 2.1-12.4-9-8.8 12.4-1.8z"
            fill="currentColor"
          />
        </svg>
      </div>
      <h1 className="auth-hero__title">{title}</h1>
      <p className="auth-hero__subtitle">{subtitle}</p>
    </header>
  );
}
