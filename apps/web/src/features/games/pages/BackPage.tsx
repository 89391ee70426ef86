import type { ReactNode } from 'react';
import { TopBar } from '../../../components/TopBar.tsx';

/**
 * The standard top bar (components/TitledPage's look) with the game screens' own back rule
 * (use-leave.ts: previous screen, else close the mini-program, else home).
 */
export function BackPage({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="titled-page">
      <TopBar className="titled-page__bar" back="" onBack={onBack}>
        {title}
      </TopBar>
      <div className="titled-page__body">{children}</div>
    </div>
  );
}
