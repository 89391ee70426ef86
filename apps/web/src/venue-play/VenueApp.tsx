import { useCallback, useEffect, useState } from 'react';
import { isSlotTheme, SLOT_THEMES } from '@app/domain/games/slot';
import {
  BALANCE_LOW,
  gameHref,
  readParams,
  SESSION_GONE,
  venueCall,
  VenueApiError,
  venueEndpoints,
  type PageParams,
  type VenueSession,
} from './api.ts';
import { DiceGame, DieFace } from './DiceGame.tsx';
import { exitVenue, insideAppFrame } from './exit.ts';
import { SlotGame } from './SlotGame.tsx';
import { TEXT } from './strings.ts';
import { SYMBOL_COLORS, THEME_LOOKS } from './theme.ts';

export interface VenueNotice {
  code: number;
  message: string;
}

/** The error a failed call shows: the server's Chinese message, and what to do about it. */
export function noticeOf(error: unknown): VenueNotice {
  if (error instanceof VenueApiError) return { code: error.code, message: error.message };
  return { code: 0, message: TEXT.serverError };
}

export function VenueApp() {
  const [params] = useState<PageParams | null>(() => readParams());
  const [session, setSession] = useState<VenueSession | null>(null);
  const [balance, setBalance] = useState('');
  const [notice, setNotice] = useState<VenueNotice | null>(
    params ? null : { code: 0, message: TEXT.missingParams },
  );
  const [attempt, setAttempt] = useState(0);
  const [framed] = useState(insideAppFrame);

  useEffect(() => {
    if (!params) return;
    let live = true;
    venueCall(venueEndpoints.session, params.token, { game: params.game })
      .then((answer) => {
        if (!live) return;
        setSession(answer);
        setBalance(answer.balance);
        document.title = `${answer.game_name} - ${answer.venue_name}`;
      })
      .catch((error: unknown) => live && setNotice(noticeOf(error)));
    return () => {
      live = false;
    };
  }, [params, attempt]);

  const onError = useCallback((error: unknown) => setNotice(noticeOf(error)), []);
  const clearNotice = useCallback(() => setNotice(null), []);

  const theme = session?.kind === 'slot' && isSlotTheme(session.theme) ? session.theme : undefined;
  const background = theme ? THEME_LOOKS[theme].background : undefined;

  return (
    <div className="vp" style={background ? { background } : undefined}>
      <VenueBar framed={framed} session={session} notice={notice} balance={balance} />

      {notice && (
        <Notice
          notice={notice}
          onClose={clearNotice}
          onRetry={session ? undefined : () => (setNotice(null), setAttempt((n) => n + 1))}
        />
      )}

      {params && session?.kind === 'lobby' && <Lobby session={session} params={params} />}
      {params && session?.kind === 'slot' && theme && (
        <SlotGame
          key={theme}
          session={session}
          theme={theme}
          token={params.token}
          onBalance={setBalance}
          onError={onError}
          onStart={clearNotice}
        />
      )}
      {params && session?.kind === 'dice' && (
        <DiceGame
          session={session}
          token={params.token}
          onBalance={setBalance}
          onError={onError}
          onStart={clearNotice}
        />
      )}
      {!session && !notice && <div className="vp-loading">{TEXT.loading}</div>}
    </div>
  );
}

/**
 * The page's bar: the game's and the venue's names and the balance; outside the app's frame with
 * a back button (inside it the app's bar is the header and its back the one way out).
 */
function VenueBar({
  framed,
  session,
  notice,
  balance,
}: {
  framed: boolean;
  session: VenueSession | null;
  notice: VenueNotice | null;
  balance: string;
}) {
  const content = (
    <>
      <div className="vp-title">
        {session ? session.game_name : notice ? TEXT.untitled : TEXT.loading}
        {session && <small>{session.venue_name}</small>}
      </div>
      <div className="vp-balance">
        <small>{TEXT.balance}</small>
        {balance ? `${TEXT.yuan}${balance}` : '--'}
      </div>
    </>
  );
  return framed ? (
    <div className="vp-bar vp-bar--framed">{content}</div>
  ) : (
    <header className="vp-bar">
      <button type="button" className="vp-back" onClick={exitVenue}>
        ‹ {TEXT.back}
      </button>
      {content}
    </header>
  );
}

function Notice({
  notice,
  onClose,
  onRetry,
}: {
  notice: VenueNotice;
  onClose: () => void;
  onRetry: (() => void) | undefined;
}) {
  const hint =
    notice.code === BALANCE_LOW
      ? TEXT.balanceLowHint
      : notice.code === SESSION_GONE
        ? TEXT.sessionHint
        : '';
  const needsExit = notice.code === BALANCE_LOW || notice.code === SESSION_GONE;
  return (
    <div className="vp-notice" role="alert">
      <div className="vp-notice__text">
        <strong>{notice.message}</strong>
        {hint && <span>{hint}</span>}
      </div>
      <div className="vp-notice__actions">
        {needsExit && (
          <button type="button" className="vp-notice__exit" onClick={exitVenue}>
            {TEXT.back}
          </button>
        )}
        {!needsExit && onRetry && (
          <button type="button" className="vp-notice__exit" onClick={onRetry}>
            {TEXT.retry}
          </button>
        )}
        <button
          type="button"
          className="vp-notice__close"
          aria-label={TEXT.close}
          onClick={onClose}
        >
          ×
        </button>
      </div>
    </div>
  );
}

function Lobby({ session, params }: { session: VenueSession; params: PageParams }) {
  const slots = session.games.filter((g) => g.kind === 'slot');
  const dice = session.games.find((g) => g.kind === 'dice');
  return (
    <main className="vp-lobby">
      <section className="vp-card">
        <h2>
          {TEXT.lobbySlots}
          <small>
            {TEXT.lobbySlotsNote} · {TEXT.rtp(session.slot.rtp)}
          </small>
        </h2>
        <div className="vp-lobby__grid">
          {slots.map((game) => {
            const theme = game.code.slice('slot-'.length);
            const themeLook = isSlotTheme(theme) ? THEME_LOOKS[theme] : undefined;
            return (
              <a
                key={game.code}
                className="vp-lobby__game"
                href={gameHref(params, game.code)}
                style={themeLook ? { background: themeLook.background } : undefined}
              >
                <span className="vp-lobby__icon" style={{ background: SYMBOL_COLORS.A }}>
                  {themeLook?.symbols.A.glyph}
                </span>
                <span className="vp-lobby__name">
                  {isSlotTheme(theme) ? SLOT_THEMES[theme] : game.name}
                </span>
              </a>
            );
          })}
        </div>
      </section>
      {dice && (
        <section className="vp-card">
          <h2>
            {TEXT.lobbyDice}
            <small>
              {TEXT.lobbyDiceNote} · {TEXT.rtp(dice.rtp)}
            </small>
          </h2>
          <a className="vp-lobby__dice" href={gameHref(params, dice.code)}>
            <span className="vp-lobby__dice-faces">
              <DieFace value={5} size="small" />
              <DieFace value={3} size="small" />
              <DieFace value={6} size="small" />
            </span>
            <span>
              {dice.name} · {TEXT.play}
            </span>
          </a>
        </section>
      )}
    </main>
  );
}
