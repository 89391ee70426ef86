import { parseMinor } from '@app/contract/money-format';
import { PLATFORM_WALLET } from '@app/contract/venues';
import { VENUES_TEXT } from './strings.ts';

export interface TransferForm {
  amount: string;
  source: string;
  target: string;
}

/**
 * The transfer form's rules (spec part 2 §5), checked before anything is sent; the server checks
 * them again. Answers the message to show, or null when the form may be sent.
 */
export function transferProblem({ amount, source, target }: TransferForm): string | null {
  const text = amount.trim();
  if (text === '') return VENUES_TEXT.amountRequired;
  if (source !== PLATFORM_WALLET && target !== PLATFORM_WALLET) return VENUES_TEXT.venueToVenue;
  if (source === target) return VENUES_TEXT.sameWallet;
  const minor = parseMinor(text);
  if (minor === null) return VENUES_TEXT.amountInvalid;
  if (minor <= 0n) return VENUES_TEXT.amountPositive;
  return null;
}
