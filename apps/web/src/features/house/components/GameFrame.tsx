import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { launchedGameIdOf, useGameHeartbeat } from '../../../api/game-heartbeat.ts';
import { TopBar } from '../../../components/TopBar.tsx';
import { useGoBack } from '../../../components/use-go-back.ts';
import { lookStyle } from '../theme.ts';

/**
 * A house game's screen: its look (background, accents), the top bar with its title and a 记录.
 * Opened by a launch (/gamePage navigates here in place), it keeps the launched game's heartbeat
 * going as the framed games' page does, so the player counts and the play session stay right.
 */
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
  useGameHeartbeat(launchedGameIdOf(useLocation().state));
  return (
    <div className={`house-game ${className}`} style={lookStyle(look)}>
      <TopBar className="house-game__bar" back="" onBack={goBack} right={right}>
        {title}
      </TopBar>
      {children}
    </div>
  );
}
