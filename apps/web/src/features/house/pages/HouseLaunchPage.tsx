import { Navigate, useLocation, useParams } from 'react-router';

/** The sportsbook's game codes (体育, 电竞) and the sport each opens on. */
const SPORTS_BOOKS: Record<string, string> = { sports: 'football', esports: 'esports' };

/**
 * /house/:game: the launch address the house venue answers for a slot (`/#/house/<code>`), which
 * is the slot's screen. (/house/fishing and /house/verify are their own routes.) The launch's
 * state (the game's id, for its heartbeat) goes along. The sportsbook's codes open the book.
 */
export function HouseLaunchPage() {
  const { game = '' } = useParams();
  const { state } = useLocation();
  const sport = SPORTS_BOOKS[game];
  if (sport !== undefined) return <Navigate to={`/sports?sport=${sport}`} replace state={state} />;
  return <Navigate to={`/house/slot/${encodeURIComponent(game)}`} replace state={state} />;
}
