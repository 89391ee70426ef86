import type { ReactNode } from 'react';

/** One rounded input row of the auth screens: leading icon, the input, trailing extras. */
export function AuthField({
  icon,
  children,
  extra,
}: {
  icon: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className="auth-field">
      <span className="auth-field__icon" aria-hidden>
        {icon}
      </span>
      <div className="auth-field__input">{children}</div>
      {extra}
    </div>
  );
}
