import { Navigate, useParams } from 'react-router';

/**
 * /house/:game: the launch address the house venue answers for a slot (`/#/house/<code>`), which
 * is the slot's screen. (/house/fishing and /house/verify are their own routes.)
 */
export function HouseLaunchPage() {
  const { game = '' } = useParams();
  return <Navigate to={`/house/slot/${encodeURIComponent(game)}`} replace />;
}
