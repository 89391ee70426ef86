import { z } from 'zod';
import { MSG } from './messages.ts';
import { parseMinor } from './money-format.ts';

export {
  formatMinor,
  formatMoney,
  formatMoneyGrouped,
  formatMoneyShort,
  parseMinor,
  sumMoney,
} from './money-format.ts';

/** A payload field holding money: number or string, at most 2 places, returned as bigint fen. */
export const moneyField = z
  .union([z.number(), z.string().max(32)], { error: MSG.amountInvalid })
  .transform((value, ctx) => {
    const minor = parseMinor(value);
    if (minor === null) {
      ctx.addIssue({ code: 'custom', message: MSG.amountInvalid });
      return z.NEVER;
    }
    return minor;
  });
