import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { SHELL_TEXT } from './strings.ts';
import './top-bar.css';

interface TopBarProps {
  /** Text beside the back arrow ('' for the arrow alone); null: no back control at all. */
  back?: ReactNode | null;
  onBack?: () => void;
  /** The back control's accessible name (Chinese): 返回 unless told. */
  backLabel?: string;
  left?: ReactNode;
  right?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * The app's top bar: antd-mobile NavBar's look and class names, with the back arrow as a real
 * button named 返回 (NavBar's is an unnamed role="button" box that a keyboard cannot reach). Use it
 * (or TitledPage) instead of NavBar: lint refuses NavBar.
 */
export function TopBar({
  back = '',
  onBack,
  backLabel = SHELL_TEXT.back,
  left,
  right,
  className,
  children,
}: TopBarProps) {
  return (
    <div className={className ? `adm-nav-bar top-bar ${className}` : 'adm-nav-bar top-bar'}>
      <div className="adm-nav-bar-left">
        {back !== null && (
          <button
            type="button"
            className="adm-nav-bar-back top-bar__back"
            aria-label={backLabel}
            onClick={onBack}
          >
            <span className="adm-nav-bar-back-arrow" aria-hidden>
              <LeftOutline />
            </span>
            {back !== '' && <span aria-hidden>{back}</span>}
          </button>
        )}
        {left}
      </div>
      <div className="adm-nav-bar-title">{children}</div>
      <div className="adm-nav-bar-right">{right}</div>
    </div>
  );
}
