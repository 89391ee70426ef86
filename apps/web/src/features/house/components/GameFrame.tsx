import type { ReactNode } from 'react';
import { TopBar } from '../../../components/TopBar.tsx';
import { useGoBack } from '../../../components/use-go-back.ts';
import { lookStyle } from '../theme.ts';

/** A house game's screen: its look (background, accents), the top bar with its title and a 记录. */
export function GameFrame({
  look,
  title,
  right,
  children,
  className = '',
}: {
  look: string;
  title: string;
  right?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const goBack = useGoBack();
  return (
    <div className={`house-game ${className}`} style={lookStyle(look)}>
      <TopBar className="house-game__bar" back="" onBack={goBack} right={right}>
        {title}
      </TopBar>
      {children}
    </div>
  );
}
