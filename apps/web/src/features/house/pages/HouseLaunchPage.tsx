import { Navigate, useLocation, useParams } from 'react-router';

/**
 * /house/:game: the launch address the house venue answers for a slot (`/#/house/<code>`), which
 * is the slot's screen. (/house/fishing and /house/verify are their own routes.) The launch's
 * state (the game's id, for its heartbeat) goes along.
 */
export function HouseLaunchPage() {
  const { game = '' } = useParams();
  const { state } = useLocation();
  return <Navigate to={`/house/slot/${encodeURIComponent(game)}`} replace state={state} />;
}
