import { defineEndpoint } from '../endpoint.ts';
import { empty } from '../api.ts';
import {
  adminRedPacketRules,
  adminRedPacketRulesUpdatePayload,
  adminRewardsPlayerData,
  adminRewardsPlayerPayload,
  adminVipLevelUpdatePayload,
  userVipData,
} from '../rewards.ts';

/**
 * The operator's calls of the area "admin-rewards". Spread into `adminEndpoints` (endpoints.ts);
 * how to add a call: packages/contract/CONTEXT.md.
 */
export const adminRewardsArea = {
  vipLevels: defineEndpoint({
    method: 'POST',
    path: '/api/admin/vip/levels',
    auth: 'operator',
    summary: 'The VIP levels',
    payload: empty,
    response: userVipData,
  }),
  vipLevelsUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/vip/levels/update',
    auth: 'operator',
    summary: 'Edits a VIP level: name, thresholds, rebate percents (audited)',
    payload: adminVipLevelUpdatePayload,
    response: userVipData,
  }),
  redPacketRules: defineEndpoint({
    method: 'POST',
    path: '/api/admin/redpacket/rules',
    auth: 'operator',
    summary: 'The red packet rules',
    payload: empty,
    response: adminRedPacketRules,
  }),
  redPacketRulesUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/redpacket/rules/update',
    auth: 'operator',
    summary: 'Replaces the red packet rules (audited); the switch is the redpacket_switch setting',
    payload: adminRedPacketRulesUpdatePayload,
    response: adminRedPacketRules,
  }),
  rewardsPlayer: defineEndpoint({
    method: 'POST',
    path: '/api/admin/rewards/player',
    auth: 'operator',
    summary: "A player's VIP, rebate accruals and claims, and red packets",
    payload: adminRewardsPlayerPayload,
    response: adminRewardsPlayerData,
  }),
} as const;
