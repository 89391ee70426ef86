import type { TransAllData } from '../../api/trans-all.ts';
import { toast } from '../../lib/feedback.ts';
import { VENUES_TEXT } from './strings.ts';

/** What one-click recovery tells the player: what came back, and what is still on its way. */
export function announceRecovery(result: TransAllData): void {
  if (result.failed > 0) toast(VENUES_TEXT.recoverFailed(result.failed));
  else if (result.pending > 0) toast(VENUES_TEXT.recoverPending(result.pending));
  else toast(VENUES_TEXT.done, 'success');
}
