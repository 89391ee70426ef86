import { randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { LIMITS } from '@app/contract/limits';
import type { Store } from '../../platform/db/database.ts';

/**
 * The registration captcha, checked on the server (DESIGN §4): a one-time key with an image whose
 * text is drawn as paths (not selectable text); the answer is compared case-insensitively and the
 * key is spent by the first check, right or wrong. Stored in the database so any node can check it.
 */
export async function createCaptcha(
  store: Store,
  now: number,
): Promise<{ key: string; image: string }> {
  const challenge = svgCaptcha.create({
    size: 4,
    noise: 3,
    color: false,
    background: '#f4f6fb',
    ignoreChars: '0oO1iIlL',
    width: 120,
    height: 44,
    fontSize: 46,
  });
  const key = randomBytes(16).toString('base64url');
  await store.db
    .insertInto('captchas')
    .values({ key, answer: challenge.text.toLowerCase(), expires_at: now + LIMITS.captchaTtlMs })
    .execute();
  // Expired challenges are swept now and then, on the index.
  if (Math.random() < 0.05) {
    await store.db.deleteFrom('captchas').where('expires_at', '<', now).execute();
  }
  const image = `data:image/svg+xml;base64,${Buffer.from(challenge.data).toString('base64')}`;
  return { key, image };
}

/**
 * Spends the key and answers whether `answer` was right. `testCode` (CAPTCHA_TEST_CODE, never in
 * production) is accepted as the answer to every live key.
 */
export async function checkCaptcha(
  store: Store,
  key: string,
  answer: string,
  testCode: string | undefined,
  now: number,
): Promise<boolean> {
  if (key === '') return false;
  const row = await store.db
    .deleteFrom('captchas')
    .where('key', '=', key)
    .returning(['answer', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at < now) return false;
  const given = answer.trim().toLowerCase();
  if (testCode !== undefined && given === testCode.toLowerCase()) return true;
  return given === row.answer;
}
