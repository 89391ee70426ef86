import { PLAY_BREAK_MS } from '@app/contract/protection';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { blockRefusal } from './blocks.ts';
import { activeBlock, lockProfile, readProfile, type Profile } from './profile.ts';
import { nextPlaySession } from './rules.ts';
import { assertUnderLimits, untilText } from './usage.ts';

/**
 * THE places where money or a stake is admitted (DESIGN §12), each called inside the transaction
 * that admits it, before that transaction writes anything of its own: a refusal throws an
 * AppError in Chinese saying why and until when, and the caller's transaction writes nothing.
 *
 * - `admitDeposit`: a deposit order (manual, auto, bank), against the time-out or exclusion and
 *   the deposit limits.
 * - `admitStake`: a lottery order, a transfer into a venue, a seamless provider's bet (from the
 *   wallet, counted like a lottery stake), a game launch (amount 0), a round of
 *   the house venue's games, against the block, the session time limit and the loss limits; it
 *   also carries the play session on.
 * - `admitPromotion`: a red packet drawn, an activity applied for or paid: refused during a
 *   time-out or exclusion.
 */

/** Refuses while a time-out or exclusion is in force. */
function assertNotBlocked(profile: Profile, now: number): void {
  const block = activeBlock(profile, now);
  if (block) throw blockRefusal(block);
}

export async function admitDeposit(
  ctx: AppContext,
  tx: Tx,
  input: { userId: number; amountMinor: bigint; now: number },
): Promise<void> {
  const { now } = input;
  const profile = await lockProfile(tx, input.userId, now);
  assertNotBlocked(profile, now);
  await assertUnderLimits(ctx, tx, profile, 'deposit', input.amountMinor, now);
}

export async function admitStake(
  ctx: AppContext,
  tx: Tx,
  input: {
    userId: number;
    amountMinor: bigint;
    kind: 'lottery' | 'venue' | 'launch' | 'house' | 'provider';
  },
): Promise<void> {
  const now = ctx.clock.now();
  const profile = await lockProfile(tx, input.userId, now);
  assertNotBlocked(profile, now);
  const session = nextPlaySession(
    { startedAt: profile.play_started_at, lastAt: profile.play_last_at },
    now,
    PLAY_BREAK_MS,
  );
  if (profile.session_minutes !== null) {
    const limitMs = profile.session_minutes * 60_000;
    if (now - session.startedAt >= limitMs) {
      throw new DomainError('protection_session_limit', {
        minutes: profile.session_minutes,
        until: untilText((profile.play_last_at ?? now) + PLAY_BREAK_MS),
      });
    }
  }
  // A launch stakes nothing yet, but is refused once nothing more may be lost. A round at the
  // house venue stakes money that already counts as lost (it came in by a venue transfer, counted
  // then): it adds nothing, but is refused once the losses are past a limit (lowered since).
  const amount = input.kind === 'launch' ? 1n : input.kind === 'house' ? 0n : input.amountMinor;
  await assertUnderLimits(ctx, tx, profile, 'loss', amount, now);
  await tx
    .updateTable('protection_profiles')
    .set({ play_started_at: session.startedAt, play_last_at: session.lastAt })
    .where('user_id', '=', input.userId)
    .execute();
}

export async function admitPromotion(
  ctx: AppContext,
  tx: Tx,
  input: { userId: number; kind: 'redpacket' | 'activity'; amountMinor: bigint },
): Promise<void> {
  const now = ctx.clock.now();
  assertNotBlocked(await readProfile(tx, input.userId, now), now);
}

/**
 * An open game page says the player is still playing (games' heartbeat): the play session goes on
 * while it does, so a long game at a venue is one session for the reality check and the session
 * limit. Nothing happens when no session is running.
 */
export async function continuePlay(ctx: AppContext, userId: number): Promise<void> {
  const now = ctx.clock.now();
  await ctx.store.db
    .updateTable('protection_profiles')
    .set({ play_last_at: now })
    .where('user_id', '=', userId)
    .where('play_started_at', 'is not', null)
    .where('play_last_at', '>', now - PLAY_BREAK_MS)
    .where('play_last_at', '<', now)
    .execute();
}
