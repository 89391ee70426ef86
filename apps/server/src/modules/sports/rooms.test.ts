import { describe, expect, it } from 'vitest';
import type { SportsFixture } from '@app/contract/sports';
import { LIST_BATCH_BYTES, listBatches } from './rooms.ts';

const fixture = (id: number, state: SportsFixture['state'], bytes = 0): SportsFixture =>
  ({
    id,
    sport: 'football',
    state,
    league: 'x'.repeat(bytes),
    markets: [],
  }) as unknown as SportsFixture;

describe('the list rooms’ publications', () => {
  it('gathers the changed fixtures in one publication; the finished and cancelled as gone', () => {
    expect(
      listBatches([
        fixture(1, 'live'),
        fixture(2, 'finished'),
        fixture(3, 'scheduled'),
        fixture(4, 'cancelled'),
      ]),
    ).toEqual([
      { type: 'fixtures', fixtures: [fixture(1, 'live'), fixture(3, 'scheduled')], gone: [2, 4] },
    ]);
    expect(listBatches([])).toEqual([]);
  });

  it('splits a window under LIST_BATCH_BYTES of fixtures a publication, none lost', () => {
    const big = Math.floor(LIST_BATCH_BYTES / 3);
    const fixtures = [1, 2, 3, 4, 5, 6, 7].map((id) => fixture(id, 'live', big));
    const batches = listBatches(fixtures);
    expect(batches.length).toBeGreaterThan(2);
    for (const batch of batches) {
      expect(JSON.stringify(batch.fixtures).length).toBeLessThanOrEqual(LIST_BATCH_BYTES + 16);
    }
    expect(batches.flatMap((b) => b.fixtures.map((f) => f.id))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // One fixture larger than the bound still goes, alone.
    expect(listBatches([fixture(9, 'live', LIST_BATCH_BYTES + 1)])).toHaveLength(1);
  });
});
