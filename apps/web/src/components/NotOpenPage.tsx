import { Glyph } from './Glyph.tsx';
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
      <Glyph className="not-open__icon" d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3" />
      <p>{SHELL_TEXT.notOpen}</p>
    </div>
  );
}
