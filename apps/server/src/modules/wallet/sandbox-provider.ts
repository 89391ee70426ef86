import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context.ts';
import { readSettingText, writeSettingTextIfMissing } from '../content/index.ts';

/**
 * The built-in sandbox payment provider (demo mode): it "confirms" an auto deposit by calling our
 * signed callback, exactly as a real provider would. The signing secret is generated once and kept
 * in the settings table so every node agrees on it.
 */
export interface ProviderCallback {
  deposit_no: string;
  amount: string;
  status: 'paid';
  ref: string;
  sign: string;
}

const SECRET_KEY = 'pay_sandbox_secret';

export async function sandboxSecret(ctx: AppContext): Promise<string> {
  const stored = await readSettingText(ctx.store.db, SECRET_KEY);
  if (stored !== undefined) return stored;
  // Two nodes may both get here: the first write wins, and both read back the same secret.
  await writeSettingTextIfMissing(ctx.store.db, SECRET_KEY, randomBytes(32).toString('hex'));
  return (await readSettingText(ctx.store.db, SECRET_KEY))!;
}

function signature(secret: string, fields: Omit<ProviderCallback, 'sign'>): string {
  return createHmac('sha256', secret)
    .update(`${fields.deposit_no}|${fields.amount}|${fields.status}|${fields.ref}`)
    .digest('hex');
}

export function signCallback(
  secret: string,
  fields: Omit<ProviderCallback, 'sign'>,
): ProviderCallback {
  return { ...fields, sign: signature(secret, fields) };
}

export function verifyCallback(secret: string, callback: ProviderCallback): boolean {
  const expected = Buffer.from(signature(secret, callback), 'hex');
  const given = Buffer.from(callback.sign, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
