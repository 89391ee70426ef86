import { fillMessage, MSG } from '@app/contract/messages';

/**
 * The operator's remark as the sentence of a rejection message ('原因：…。'), or '' when there is
 * none; a full stop the operator typed is not doubled.
 */
export function reasonOf(remark: string): string {
  const text = remark.trim().replace(/[。.！!；;，,\s]+$/u, '');
  return text === '' ? '' : fillMessage(MSG.inboxReason, { remark: text });
}
