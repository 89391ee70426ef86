import { ClockCircleOutline } from 'antd-mobile-icons';
import { TitledPage } from './TitledPage.tsx';
import { SHELL_TEXT } from './strings.ts';

/** Every screen that a later issue builds: its title, a back arrow and "coming soon". */
export function NotOpenPage({ title, back = true }: { title: string; back?: boolean }) {
  return (
    <TitledPage title={title} back={back}>
      <NotOpenNotice />
    </TitledPage>
  );
}

export function NotOpenNotice() {
  return (
    <div className="not-open" data-testid="not-open">
      <ClockCircleOutline className="not-open__icon" aria-hidden />
      <p>{SHELL_TEXT.notOpen}</p>
    </div>
  );
}
