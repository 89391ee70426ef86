import type { TransAllData } from '../../api/trans-all.ts';
import { toast } from '../../lib/feedback.ts';
import { VENUES_TEXT } from './strings.ts';

/**
 * What one-click recovery tells the player: what came back (已回收 ¥120.50), and what is still on
 * its way or could not come back; 操作成功 when there was nothing to bring back.
 */
export function announceRecovery(result: TransAllData): void {
  const came = Number(result.recovered) > 0 ? VENUES_TEXT.recovered(result.recovered) : '';
  const rest =
    result.failed > 0
      ? VENUES_TEXT.recoverFailed(result.failed)
      : result.pending > 0
        ? VENUES_TEXT.recoverPending(result.pending)
        : '';
  if (came !== '' && rest !== '') toast(`${came}，${rest}`);
  else if (came !== '') toast(came, 'success');
  else if (rest !== '') toast(rest);
  else toast(VENUES_TEXT.done, 'success');
}
