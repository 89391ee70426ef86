import { useId, type ReactNode } from 'react';

/** A labelled row of a funds form; the child gets the id its label points at. */
export function Field({
  label,
  extra,
  children,
}: {
  label: string;
  extra?: ReactNode;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="funds-field">
      <div className="funds-field__head">
        <label htmlFor={id} className="funds-field__label">
          {label}
        </label>
        {extra}
      </div>
      <div className="funds-field__body">{children(id)}</div>
    </div>
  );
}
