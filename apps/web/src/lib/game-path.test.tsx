import { describe, expect, test } from 'vitest';
import { gamePagePath } from './game-path.ts';

describe('gamePagePath', () => {
  test('a venue game opens /gamePage with platform, type, code, title and category', () => {
    expect(gamePagePath({ plat: 'demo1', type: 1, code: 'baccarat', name: '百家乐' }, 1)).toBe(
      '/gamePage?name=demo1&type=1&code=baccarat&title=%E7%99%BE%E5%AE%B6%E4%B9%90&cat=1',
    );
  });

  test('a lottery room (plat lottery) opens /lottery with its code as room_id', () => {
    expect(gamePagePath({ plat: 'lottery', type: 0, code: '3', name: '幸运28' }, 8)).toBe(
      '/lottery?room_id=3',
    );
  });
});
