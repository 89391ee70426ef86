import type { AdminMe } from '@app/contract/admin';
import {
  TWO_FACTOR,
  type AdminTwoFactorConfirmData,
  type AdminTwoFactorSetupData,
} from '@app/contract/admin-auth';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { Operator } from './operators.service.ts';
import {
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpStep,
  totpUri,
} from './two-factor.ts';

/**
 * Two-factor enrolment of the signed-in operator: a new secret (pending), then a current code
 * confirms it and turns two-factor on, answering the recovery codes once. Turning it off is an
 * admin's reset (management.ts), never the operator's own call: a stolen session cannot remove it.
 */

/** POST /api/admin/me: the operator, their two-factor state and recovery codes left. */
export async function operatorProfile(ctx: AppContext, operator: Operator): Promise<AdminMe> {
  const row = await ctx.store.db
    .selectFrom('operators')
    .select('totp_secret')
    .where('id', '=', operator.operatorId)
    .executeTakeFirstOrThrow();
  const left = await ctx.store.db
    .selectFrom('operator_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('operator_id', '=', operator.operatorId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  const twoFactor = row.totp_secret !== null;
  return {
    operator_id: operator.operatorId,
    name: operator.name,
    role: operator.role,
    two_factor: twoFactor,
    must_enrol: ctx.config.production && !twoFactor,
    recovery_codes_left: twoFactor ? Number(left.n) : 0,
  };
}

/** POST /api/admin/two-factor/setup: a new pending secret (409 when two-factor is on already). */
export async function startEnrolment(
  ctx: AppContext,
  operator: Operator,
  ip: string,
): Promise<AdminTwoFactorSetupData> {
  const secret = newTotpSecret();
  await inTransaction(ctx.store, async (tx) => {
    const row = await tx
      .selectFrom('operators')
      .select('totp_secret')
      .where('id', '=', operator.operatorId)
      .executeTakeFirstOrThrow();
    if (row.totp_secret !== null) throw new DomainError('admin_two_factor_already_on');
    await tx
      .updateTable('operators')
      .set({ totp_pending_secret: secret, totp_pending_at: ctx.clock.now() })
      .where('id', '=', operator.operatorId)
      .execute();
    await recordAudit(
      ctx,
      tx,
      { operatorId: operator.operatorId, ip },
      'two_factor.setup',
      `operator:${operator.operatorId}`,
      {},
    );
  });
  return { secret, uri: totpUri(operator.name, secret) };
}

/**
 * POST /api/admin/two-factor/confirm {code}: a current code of the pending secret turns two-factor
 * on; the operator's recovery codes are replaced by TWO_FACTOR.recoveryCodeCount new ones, stored
 * only hashed and answered this once.
 */
export async function confirmEnrolment(
  ctx: AppContext,
  operator: Operator,
  code: string,
  ip: string,
): Promise<AdminTwoFactorConfirmData> {
  const codes = newRecoveryCodes();
  await inTransaction(ctx.store, async (tx) => {
    let select = tx
      .selectFrom('operators')
      .select(['totp_secret', 'totp_pending_secret', 'totp_pending_at'])
      .where('id', '=', operator.operatorId);
    if (ctx.store.dialect === 'postgres') select = select.forUpdate();
    const row = await select.executeTakeFirstOrThrow();
    if (row.totp_secret !== null) throw new DomainError('admin_two_factor_already_on');
    const now = ctx.clock.now();
    const pending = row.totp_pending_secret;
    if (pending === null || (row.totp_pending_at ?? 0) + TWO_FACTOR.setupTtlMs < now) {
      throw new DomainError('admin_two_factor_no_setup');
    }
    const step = await totpStep(pending, code, now, null);
    if (step === null) throw new DomainError('admin_code_invalid');
    await tx
      .updateTable('operators')
      .set({
        totp_secret: pending,
        totp_pending_secret: null,
        totp_pending_at: null,
        totp_last_step: step,
      })
      .where('id', '=', operator.operatorId)
      .execute();
    await tx
      .deleteFrom('operator_recovery_codes')
      .where('operator_id', '=', operator.operatorId)
      .execute();
    await tx
      .insertInto('operator_recovery_codes')
      .values(
        codes.map((c) => ({
          operator_id: operator.operatorId,
          code_hash: recoveryCodeHash(c),
          used_at: null,
          created_at: now,
        })),
      )
      .execute();
    await recordAudit(
      ctx,
      tx,
      { operatorId: operator.operatorId, ip },
      'two_factor.enable',
      `operator:${operator.operatorId}`,
      { before: { two_factor: false }, after: { two_factor: true } },
    );
  });
  return { recovery_codes: codes };
}
