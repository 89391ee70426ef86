import { useId, type ReactNode } from 'react';

interface AuthFieldProps {
  /** Read by screen readers (the row shows an icon and a placeholder instead). */
  label: string;
  icon: ReactNode;
  /** Renders the input, which must carry the given id. */
  children: (inputId: string) => ReactNode;
  extra?: ReactNode;
}

/** One rounded input row of the auth screens: leading icon, the input, trailing extras. */
export function AuthField({ label, icon, children, extra }: AuthFieldProps) {
  const inputId = useId();
  return (
    <div className="auth-field">
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <span className="auth-field__icon" aria-hidden>
        {icon}
      </span>
      <div className="auth-field__input">{children(inputId)}</div>
      {extra}
    </div>
  );
}
