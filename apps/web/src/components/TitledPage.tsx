import type { ReactNode } from 'react';
import { TopBar } from './TopBar.tsx';
import { useGoBack } from './use-go-back.ts';

interface TitledPageProps {
  title: string;
  /** Hidden on the roots of the bottom tabs, where there is nowhere to go back to. */
  back?: boolean;
  right?: ReactNode;
  children?: ReactNode;
}

/** A screen with the standard top bar: back arrow and centred title. */
export function TitledPage({ title, back = true, right, children }: TitledPageProps) {
  const goBack = useGoBack();
  return (
    <div className="titled-page">
      <TopBar className="titled-page__bar" back={back ? '' : null} onBack={goBack} right={right}>
        {title}
      </TopBar>
      <div className="titled-page__body">{children}</div>
    </div>
  );
}
