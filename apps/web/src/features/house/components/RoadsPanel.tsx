import { memo, useState } from 'react';
import type { HouseTableGame } from '@app/contract/house-constants';
import type { HouseTableResult } from '../api/house-table.ts';
import { roadResults, roadsOf } from '../tables/roads-view.ts';
import { TABLE_TEXT } from '../strings.ts';
import { BeadRoad, BigRoad, DerivedRoad, SeatsGrid } from './RoadGrids.tsx';
import { TableHistory } from './TableHistory.tsx';

type RoadTab = 'bead' | 'big' | 'bigEye' | 'small' | 'cockroach' | 'seats' | 'history';

const TABS: Record<HouseTableGame, RoadTab[]> = {
  baccarat: ['bead', 'big', 'bigEye', 'small', 'cockroach', 'history'],
  dragon_tiger: ['bead', 'big', 'history'],
  niuniu: ['seats', 'history'],
};

/**
 * 路单 under the felt, in tabs: baccarat's 珠盘路, 大路 and the three derived roads (大眼仔, 小路,
 * 曱甴路), dragon tiger's bead and big roads, 百人牛牛's seats won and lost; 历史 lists the rounds,
 * each with its verification. Built from the table's last results (newest first as the server
 * lists them; the roads read them oldest first).
 */
export const RoadsPanel = memo(function RoadsPanel({
  game,
  code,
  results,
}: {
  game: HouseTableGame;
  code: string;
  results: readonly HouseTableResult[];
}) {
  const tabs = TABS[game];
  const [tab, setTab] = useState<RoadTab>(tabs[0]!);
  const label = (name: RoadTab) =>
    name === 'history' ? TABLE_TEXT.history : (TABLE_TEXT.roadNames[name] ?? name);
  return (
    <section className="table-roads" aria-label={TABLE_TEXT.roads}>
      <div className="table-roads__tabs" role="tablist" aria-label={TABLE_TEXT.roads}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`table-road-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="table-road-panel"
            className="table-roads__tab"
            onClick={() => setTab(name)}
          >
            {label(name)}
          </button>
        ))}
      </div>
      <div
        className="table-roads__panel"
        role="tabpanel"
        id="table-road-panel"
        aria-labelledby={`table-road-tab-${tab}`}
      >
        <RoadContent game={game} tab={tab} code={code} results={results} label={label(tab)} />
      </div>
    </section>
  );
});

function RoadContent({
  game,
  tab,
  code,
  results,
  label,
}: {
  game: HouseTableGame;
  tab: RoadTab;
  code: string;
  results: readonly HouseTableResult[];
  label: string;
}) {
  if (tab === 'history') return <TableHistory code={code} results={results} />;
  if (results.length === 0) return <p className="table-roads__empty">{TABLE_TEXT.roadEmpty}</p>;
  if (tab === 'seats') return <SeatsGrid results={results} />;
  if (tab === 'bead')
    return (
      <BeadRoad
        results={roadResults(results)}
        label={label}
        dragonTiger={game === 'dragon_tiger'}
      />
    );
  const roads = roadsOf(results);
  if (tab === 'big') return <BigRoad cells={roads.big} label={label} />;
  return <DerivedRoad kind={tab} cells={roads[tab]} label={label} />;
}
