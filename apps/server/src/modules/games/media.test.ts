import { describe, expect, it } from 'vitest';
import { bannerSvg, categorySvg, escapeXml, gameSvg, mediaPath, platSvg } from './media.ts';

describe('generated images', () => {
  it('are deterministic and differ between keys', () => {
    const fruit = { platname: 'demo', gameCode: 'slot-fruit', gameType: 3 };
    expect(gameSvg(fruit)).toBe(gameSvg({ ...fruit }));
    expect(gameSvg(fruit)).not.toBe(gameSvg({ ...fruit, gameCode: 'slot-gems' }));
    expect(categorySvg('hot')).not.toBe(categorySvg('live'));
    expect(bannerSvg('1')).not.toBe(bannerSvg('2'));
  });

  it('draw the glyph, venue and caption of a game, with a CJK font list', () => {
    const dice = gameSvg({ platname: 'demo', gameCode: 'dice', gameType: 1 });
    expect(dice).toContain('>骰<');
    expect(dice).toContain('>DEMO<');
    expect(dice).toContain('>骰宝<');
    expect(dice).toContain('Noto Sans CJK SC');
    expect(dice).toContain('<linearGradient');
    const lobby = gameSvg({ platname: 'house', gameCode: 'lobby', gameType: 2 });
    expect(lobby).toContain('>厅<');
    expect(lobby).toContain('>棋牌<');
    expect(lobby).toContain('>自营<');
    const cards = gameSvg({ platname: 'house', gameCode: 'zhajinhua', gameType: 2 });
    expect(cards).toContain('>牌<');
  });

  it('escape text and answer nothing for unknown keys', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    expect(categorySvg('nope')).toBeUndefined();
    expect(bannerSvg('0')).toBeUndefined();
    expect(platSvg('zz')).toBeUndefined();
    expect(mediaPath('game', '12')).toBe('/media/game/12.svg');
  });

  it('have one attribute of each name per element (well-formed XML)', () => {
    const all = [
      gameSvg({ platname: 'demo', gameCode: 'slot-fruit', gameType: 3 }),
      categorySvg('slots')!,
      bannerSvg('3')!,
      platSvg('house')!,
    ];
    for (const svg of all) {
      for (const [tag] of svg.matchAll(/<[a-zA-Z][^>]*>/g)) {
        const names = [...tag.matchAll(/\s([a-zA-Z:-]+)="/g)].map((m) => m[1]);
        expect(new Set(names).size, tag).toBe(names.length);
      }
      const opened = (svg.match(/<(?!\/)[a-zA-Z][^>]*[^/]>/g) ?? []).length;
      const closed = (svg.match(/<\//g) ?? []).length;
      expect(closed).toBe(opened);
    }
  });
});
