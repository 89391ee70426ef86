import type { ReactNode } from 'react';
import { TopBar } from '../../../components/TopBar.tsx';

/** The lottery room's page: its top bar (title, back, what stands on the right) and its body. */
export function RoomFrame({
  title,
  onBack,
  right,
  children,
}: {
  title: string;
  onBack: () => void;
  right?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="titled-page lottery-page">
      <TopBar className="titled-page__bar" back="" onBack={onBack} right={right}>
        {title}
      </TopBar>
      <div className="titled-page__body">{children}</div>
    </div>
  );
}

/** A room that cannot be shown: what went wrong, and what to do (antd-mobile's ErrorBlock look). */
export function RoomMessage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="lottery-message" role="status">
      <p className="lottery-message__title">{title}</p>
      {description ? <p className="lottery-message__description">{description}</p> : null}
      {children}
    </div>
  );
}
