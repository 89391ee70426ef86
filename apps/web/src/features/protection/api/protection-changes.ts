import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { protectionStatusKey, type ProtectionStatusData } from './protection-status.ts';

/**
 * The changes of /responsible (ours, DESIGN §12), each answering the new status:
 * POST /api/responsible/limit {kind, period, amount|null}, /session {minutes|null},
 * /reality {minutes}, /confirm {id}, /cancel {id}, /timeout {days}, /exclude {term},
 * /stop {} (the reality check's 退出游戏). A refusal shows the server's message (why, until when).
 */
export const protectionChangeEndpoints = {
  limit: calls.responsibleLimit,
  session: calls.responsibleSession,
  reality: calls.responsibleReality,
  confirm: calls.responsibleConfirm,
  cancel: calls.responsibleCancel,
  timeout: calls.responsibleTimeout,
  exclude: calls.responsibleExclude,
  stop: calls.responsibleStop,
} as const;

export type ProtectionChange =
  | { call: 'limit'; payload: PayloadOf<typeof calls.responsibleLimit> }
  | { call: 'session'; payload: PayloadOf<typeof calls.responsibleSession> }
  | { call: 'reality'; payload: PayloadOf<typeof calls.responsibleReality> }
  | { call: 'confirm'; payload: PayloadOf<typeof calls.responsibleConfirm> }
  | { call: 'cancel'; payload: PayloadOf<typeof calls.responsibleCancel> }
  | { call: 'timeout'; payload: PayloadOf<typeof calls.responsibleTimeout> }
  | { call: 'exclude'; payload: PayloadOf<typeof calls.responsibleExclude> }
  | { call: 'stop'; payload?: undefined };

export function changeProtection(change: ProtectionChange): Promise<ProtectionStatusData> {
  switch (change.call) {
    case 'limit':
      return call(protectionChangeEndpoints.limit, change.payload);
    case 'session':
      return call(protectionChangeEndpoints.session, change.payload);
    case 'reality':
      return call(protectionChangeEndpoints.reality, change.payload);
    case 'confirm':
      return call(protectionChangeEndpoints.confirm, change.payload);
    case 'cancel':
      return call(protectionChangeEndpoints.cancel, change.payload);
    case 'timeout':
      return call(protectionChangeEndpoints.timeout, change.payload);
    case 'exclude':
      return call(protectionChangeEndpoints.exclude, change.payload);
    case 'stop':
      return call(protectionChangeEndpoints.stop);
  }
}

/** One change at a time; the answer becomes the screen's status. */
export function useProtectionChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProtection,
    onSuccess: (status) => queryClient.setQueryData(protectionStatusKey, status),
  });
}
