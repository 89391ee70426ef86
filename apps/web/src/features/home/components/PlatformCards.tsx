import { useNavigate } from 'react-router';
import type { Category, Game } from '@app/contract/games';
import { Picture } from '../../../components/Picture.tsx';
import { gamePagePath } from '../../../lib/game-path.ts';
import { CODE, platformsOf, type Platform } from '../categories.ts';
import { HOME_TEXT } from '../strings.ts';

/**
 * Where tapping a platform goes: a slots platform opens its game list (/concise?type=<catecode>,
 * spec part 1 §2); any other launches the platform's game.
 */
export function platformPath(platform: Platform, categoryCode: number): string {
  if (categoryCode === CODE.slots) {
    return `/concise?${new URLSearchParams({ type: platform.catecode }).toString()}`;
  }
  return gamePagePath(platform.game, categoryCode);
}

/**
 * One large card per platform of the category (live, chess, slots, sports on home; the platform
 * list of /index_old): platform name and the category's real player count.
 */
export function PlatformCards({
  category,
  games,
  compact = false,
}: {
  category: Category;
  games: readonly Game[];
  compact?: boolean;
}) {
  const navigate = useNavigate();
  const platforms = platformsOf(games);
  const playing = HOME_TEXT.playing(category.renum);
  return (
    <ul className={compact ? 'home-plats home-plats--compact' : 'home-plats'}>
      {platforms.map((platform) => (
        <li key={platform.plat}>
          <button
            type="button"
            className={`home-plat home-plat--c${category.code}`}
            onClick={() => void navigate(platformPath(platform, category.code))}
          >
            <span className="home-plat__text">
              <strong className="home-plat__name">{platform.name}</strong>
              {playing !== null && <span className="home-plat__count">{playing}</span>}
              <span className="home-plat__enter">{HOME_TEXT.enter}</span>
            </span>
            <Picture src={platform.img} className="home-plat__img" />
          </button>
        </li>
      ))}
    </ul>
  );
}
