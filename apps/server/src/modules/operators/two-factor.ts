import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { TWO_FACTOR } from '@app/contract/admin-auth';

/**
 * TOTP (RFC 6238, otplib 13: SHA-1, 6 digits, 30 s, what every authenticator app reads) and the
 * recovery codes. Pure: no table, no clock of its own (the caller passes the time).
 */

/** A new Base32 secret of 20 random bytes (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator scans: issuer TWO_FACTOR.issuer, the operator's name. */
export function totpUri(name: string, secret: string): string {
  return generateURI({
    issuer: TWO_FACTOR.issuer,
    label: name,
    secret,
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
  });
}

/**
 * The time step `code` is valid at, at `nowMs`, allowing one step of drift either way; null when
 * it is not valid, or when it belongs to `lastStep` or an earlier step (a code is taken once).
 */
export async function totpStep(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    period: TWO_FACTOR.periodSeconds,
    digits: TWO_FACTOR.digits,
    epochTolerance: TWO_FACTOR.toleranceSeconds,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** No 0/o, 1/l/i: a code is read off paper. 31 symbols, 10 of them: about 49 bits a code. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

/** TWO_FACTOR.recoveryCodeCount new codes as shown once ("abcde-fghjk"). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR.recoveryCodeCount }, () => {
    let code = '';
    for (let i = 0; i < RECOVERY_LENGTH; i++)
      code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * What is stored of a recovery code: SHA-256 of the code without case, spaces or dashes. A code
 * has ~49 random bits and is single use, so a fast hash is enough (like session tokens).
 */
export function recoveryCodeHash(code: string): string {
  const normalized = code.replace(/[\s-]+/g, '').toLowerCase();
  return createHash('sha256').update(`operator-recovery:${normalized}`).digest('hex');
}
