import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { signInitData, validateInitData } from './telegram.ts';

const TOKEN = '42:secret';
const NOW = 1_800_000_000;

describe('validateInitData', () => {
  const fields = {
    auth_date: String(NOW - 10),
    user: JSON.stringify({ id: 5, first_name: 'A' }),
    query_id: 'q',
  };

  it('accepts launch data signed with the bot token', () => {
    const check = validateInitData(signInitData(fields, TOKEN), TOKEN, 3600, NOW);
    expect(check).toMatchObject({ ok: true, user: { id: 5 } });
  });

  it('refuses any change to any field', () => {
    const signed = signInitData(fields, TOKEN);
    fc.assert(
      fc.property(
        fc.constantFrom('auth_date', 'user', 'query_id'),
        fc.string({ minLength: 1 }),
        (key, value) => {
          const params = new URLSearchParams(signed);
          if (params.get(key) === value) return;
          params.set(key, value);
          expect(validateInitData(params.toString(), TOKEN, 3600, NOW).ok).toBe(false);
        },
      ),
    );
  });

  it('refuses stale, future and unsigned data', () => {
    expect(
      validateInitData(
        signInitData({ ...fields, auth_date: String(NOW - 7200) }, TOKEN),
        TOKEN,
        3600,
        NOW,
      ),
    ).toEqual({ ok: false, reason: 'stale' });
    expect(
      validateInitData(
        signInitData({ ...fields, auth_date: String(NOW + 600) }, TOKEN),
        TOKEN,
        3600,
        NOW,
      ),
    ).toEqual({ ok: false, reason: 'future' });
    expect(validateInitData('user=%7B%22id%22%3A5%7D&auth_date=1', TOKEN, 3600, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(validateInitData(signInitData(fields, 'other:token'), TOKEN, 3600, NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });
});
