import { SERVICE_SHIFTS } from '@app/contract/games';
import type { AdminGameLinksUpdatePayload, GameLinks } from '@app/contract/games-admin';
import { SUPPORT_CHAT_URL } from '@app/contract/support-constants';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { diff, recordAudit } from '../audit/index.ts';
import { readSetting, writeSetting } from '../content/index.ts';

/**
 * Customer-service and agent links (spec part 1 §7 getservicerurl, getAgentLoginUrl): operator
 * settings stored as one JSON row of `settings` under GAME_LINKS_KEY.
 *
 * Decision (docs/decisions/support.md, Customer service): a shift whose support address the operator has
 * not set answers the built-in support chat (SUPPORT_CHAT_URL, /#/kefu?chat=1, the support
 * module), where operators answer through the back office: no player is sent to an address nobody
 * answers. The agent login address is served by the agents module (getAgentLoginUrl: agents only;
 * the console's agent centre until the operator sets another address).
 */
export const GAME_LINKS_KEY = 'games.links';
export const DEFAULT_SERVICE_URL = SUPPORT_CHAT_URL;

type ShiftKey = (typeof SERVICE_SHIFTS)[number]['key'];
const SHIFT_KEYS: readonly string[] = SERVICE_SHIFTS.map((s) => s.key);

function defaults(): GameLinks {
  return { service_urls: { '1': '', '3': '' }, agent_login_url: '' };
}

/** The stored links ('' where unset). */
export function readGameLinks(ctx: Pick<AppContext, 'store'>): Promise<GameLinks> {
  return readLinks(ctx.store.db);
}

async function readLinks(db: Tx | Store['db']): Promise<GameLinks> {
  const stored = (await readSetting(db, GAME_LINKS_KEY)) as Partial<GameLinks> | undefined;
  const links = defaults();
  if (!stored) return links;
  for (const key of SHIFT_KEYS as ShiftKey[]) {
    const url = stored.service_urls?.[key];
    if (typeof url === 'string') links.service_urls[key] = url;
  }
  if (typeof stored.agent_login_url === 'string') links.agent_login_url = stored.agent_login_url;
  return links;
}

/**
 * POST /api/getservicerurl {type?}: the support address of every shift, keyed by shift ('1', '3'),
 * as the spec's client reads it (data.url[shift]); a given type must name a shift.
 */
export async function serviceUrls(
  ctx: Pick<AppContext, 'store'>,
  type: string,
): Promise<Record<ShiftKey, string>> {
  if (type !== '' && !SHIFT_KEYS.includes(type)) throw new DomainError('service_shift_invalid');
  const links = await readGameLinks(ctx);
  return {
    '1': links.service_urls['1'] || DEFAULT_SERVICE_URL,
    '3': links.service_urls['3'] || DEFAULT_SERVICE_URL,
  };
}

/** POST /api/admin/game-links/update: changes the given links; one audit row with the diff. */
export async function updateGameLinks(
  ctx: AppContext,
  operatorId: number,
  changes: AdminGameLinksUpdatePayload,
  ip: string,
): Promise<GameLinks> {
  return inTransaction(ctx.store, async (tx) => {
    const before = await readLinks(tx);
    const after: GameLinks = {
      service_urls: {
        '1': changes.service_urls?.['1'] ?? before.service_urls['1'],
        '3': changes.service_urls?.['3'] ?? before.service_urls['3'],
      },
      agent_login_url: changes.agent_login_url ?? before.agent_login_url,
    };
    await writeSetting(tx, GAME_LINKS_KEY, after);
    await recordAudit(
      ctx,
      tx,
      { operatorId, ip },
      'game_links.update',
      'settings:game_links',
      diff(before, after),
    );
    return after;
  });
}
