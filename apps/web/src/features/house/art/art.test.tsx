import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { FISH_KINDS } from '@app/domain/house/fishing';
import { SLOT_GAMES } from '@app/domain/house/slot-games';
import { FISH_NAMES, SYMBOL_NAMES } from '../strings.ts';
import { drawFish, FISH_LOOKS } from './fish-art.ts';
import { SymbolArt } from './SymbolArt.tsx';

const CHINESE = /[\u4e00-\u9fff]/;

/** A 2D context that records what is drawn (jsdom has no canvas). */
function recordingContext() {
  const drawn: string[] = [];
  const gradient = { addColorStop: () => {} };
  const ctx = new Proxy(
    {},
    {
      get: (_target, key) =>
        key === 'createLinearGradient' || key === 'createRadialGradient'
          ? () => gradient
          : () => drawn.push(String(key)),
      set: () => true,
    },
  ) as CanvasRenderingContext2D;
  return { ctx, drawn };
}

describe('the house games art', () => {
  test.each(SLOT_GAMES.map((game) => [game.code, game.symbols] as const))(
    'every symbol of %s is drawn and named in Chinese',
    (code, symbols) => {
      for (const symbol of symbols) {
        const name = SYMBOL_NAMES[code]?.[symbol] ?? '';
        expect(name).toMatch(CHINESE);
        const { unmount } = render(<SymbolArt game={code} symbol={symbol} />);
        const art = screen.getByRole('img', { name });
        // a picture, not a character: shapes and no text element
        expect(art.querySelectorAll('path, circle, ellipse, rect').length, symbol).toBeGreaterThan(
          2,
        );
        expect(art.querySelector('text')).toBeNull();
        unmount();
      }
    },
  );

  test('two copies of a symbol fill from their own gradients', () => {
    render(
      <>
        <SymbolArt game="fruit" symbol="cherry" />
        <SymbolArt game="fruit" symbol="cherry" />
      </>,
    );
    const ids = [...document.querySelectorAll('radialGradient')].map((g) => g.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  test('every fish is drawn, named, and the big ones are big', () => {
    for (const { kind } of FISH_KINDS) {
      expect(FISH_LOOKS[kind], kind).toBeDefined();
      expect(FISH_NAMES[kind]).toMatch(CHINESE);
      const { ctx, drawn } = recordingContext();
      drawFish(ctx, kind, FISH_LOOKS[kind]!.length, 0.5);
      expect(drawn.filter((op) => op === 'fill' || op === 'stroke').length).toBeGreaterThan(2);
    }
    const length = (kind: string) => FISH_LOOKS[kind]!.length;
    expect(length('whale')).toBeGreaterThanOrEqual(5 * length('clownfish'));
    expect(length('golden_dragon')).toBeGreaterThanOrEqual(length('whale'));
    // a bigger multiplier is never a smaller fish
    const lengths = FISH_KINDS.map(({ kind }) => length(kind));
    expect(lengths.every((l, i) => i === 0 || l >= lengths[i - 1]!)).toBe(true);
  });
});
