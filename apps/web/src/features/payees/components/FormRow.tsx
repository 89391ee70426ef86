import { useId, type ReactNode } from 'react';

/** A labelled row of the add-card forms; the child renders the input carrying the given id. */
export function FormRow({
  label,
  children,
}: {
  label: string;
  children: (inputId: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="payee-row">
      <label className="payee-row__label" htmlFor={id}>
        {label}
      </label>
      <div className="payee-row__input">{children(id)}</div>
    </div>
  );
}
