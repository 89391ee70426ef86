import { adminEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { loadRules } from './redpackets.service.ts';
import { encodeTiers, ruleRows, rulesProblem, type RedPacketRules } from './rules.ts';
import { serve } from '../../platform/http/route.ts';

/**
 * The operator's red packet calls: the rules, and replacing them (validated, audited in the same
 * transaction). The switch is the site setting `redpacket_switch` (content), not edited here.
 * New rules apply to the next draw; packets already drawn keep their amounts.
 */

const view = (rules: RedPacketRules) => ({ max_times: rules.maxTimes, rules: ruleRows(rules) });

export function registerRedPacketAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.redPacketRules, async () => view(await loadRules(ctx.store.db)));

  serve(app, adminEndpoints.redPacketRulesUpdate, async (_request, body, actor) => {
    const first = body.rules[0]!;
    // One window for the day: every row must carry the same start and end.
    if (
      body.rules.some((r) => r.start_time !== first.start_time || r.end_time !== first.end_time)
    ) {
      throw new DomainError('red_packet_rules_invalid');
    }
    const next: RedPacketRules = {
      startTime: first.start_time,
      endTime: first.end_time,
      maxTimes: body.max_times,
      tiers: body.rules.map((r) => ({
        rechargeMinor: r.recharge,
        dayFlowMinor: r.day_flow,
        nums: r.nums,
        minMinor: r.min_money,
        maxMinor: r.flow_money,
      })),
    };
    if (rulesProblem(next) !== null) throw new DomainError('red_packet_rules_invalid');
    const now = ctx.clock.now();
    await inTransaction(ctx.store, async (tx) => {
      let lock = tx.selectFrom('redpacket_rules').select('id').where('id', '=', 1);
      if (ctx.store.dialect === 'postgres') lock = lock.forUpdate();
      await lock.execute();
      const before = await loadRules(tx);
      await tx
        .updateTable('redpacket_rules')
        .set({
          start_time: next.startTime,
          end_time: next.endTime,
          max_times: next.maxTimes,
          tiers: encodeTiers(next.tiers),
          updated_at: now,
        })
        .where('id', '=', 1)
        .execute();
      await recordAudit(ctx, tx, actor, 'redpacket.rules.update', 'redpacket_rules', {
        before: view(before),
        after: view(next),
      });
    });
    return view(next);
  });
}
