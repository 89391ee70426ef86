import { useEffect, useState } from 'react';
import { cardLabel } from '@app/domain/house/cards';
import type { HouseTableVerify } from '../api/house-verify.ts';
import { dealView } from '../tables/deal.ts';
import { summary } from '../tables/outcome.ts';
import { HOUSE_TEXT, TABLE_TEXT, tableGameName } from '../strings.ts';
import { checkTable, type TableCheck } from '../verify/check-table.ts';
import { Fact } from './Fact.tsx';
import { PlayingCard } from './PlayingCard.tsx';
import { VerifyComparison } from './VerifyComparison.tsx';
import { Mark } from './VerifyMark.tsx';

/**
 * A table's dealt round recomputed in this browser: the inputs (table, round, commitment, seed,
 * beacon), SHA-256(seed) against the commitment, the cards and outcome beside the server's with
 * ✓ or ✗, and the recomputed cards drawn as they lay on the table.
 */
export function TableVerification({ data }: { data: HouseTableVerify }) {
  const [check, setCheck] = useState<TableCheck | null>(null);
  useEffect(() => {
    let live = true;
    setCheck(null);
    void checkTable(data).then((result) => {
      if (live) setCheck(result);
    });
    return () => {
      live = false;
    };
  }, [data]);

  return (
    <div className="house-verify">
      <div className="house-verify__head">
        <div className="house-verify__title">
          {tableGameName(data.game)} · {data.table}
        </div>
        <div>
          {TABLE_TEXT.roundNo}：{data.round}
        </div>
      </div>
      <section className="house-verify__scheme">
        {TABLE_TEXT.verifyScheme.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
      <dl className="house-facts">
        <Fact label={TABLE_TEXT.table} value={data.table} mono />
        <Fact label={TABLE_TEXT.roundNo} value={String(data.round)} />
        <Fact label={HOUSE_TEXT.commit} value={data.commit} mono />
        <Fact label={HOUSE_TEXT.seed} value={data.seed} mono />
        <Fact label={TABLE_TEXT.beacon} value={data.beacon || TABLE_TEXT.noBeacon} mono />
      </dl>
      <p className="house-check">
        <span>{TABLE_TEXT.checkCommit}</span>
        <Mark check={check?.commit} label={TABLE_TEXT.checkCommit} />
      </p>
      <TableComparison data={data} check={check} />
    </div>
  );
}

function TableComparison({ data, check }: { data: HouseTableVerify; check: TableCheck | null }) {
  const mine = check?.recomputed;
  const rows = [
    {
      key: 'cards',
      label: TABLE_TEXT.cards,
      server: data.cards.map(cardLabel).join(' '),
      mine: mine?.cards.map(cardLabel).join(' '),
    },
    {
      key: 'outcome',
      label: TABLE_TEXT.outcome,
      server: summary(data.outcome),
      mine: mine ? summary(mine.outcome) : undefined,
    },
  ];
  return (
    <VerifyComparison rows={rows} check={check}>
      {mine && <DrawnCards game={data.game} cards={mine.cards} />}
    </VerifyComparison>
  );
}

/** The recomputed cards as they lay on the table, hand by hand. */
function DrawnCards({ game, cards }: { game: HouseTableVerify['game']; cards: number[] }) {
  let view;
  try {
    view = dealView(game, cards);
  } catch {
    return null;
  }
  return (
    <div className="table-verify-cards" role="group" aria-label={TABLE_TEXT.drawnCards}>
      {view.hands.map((hand) => (
        <div key={hand.key} className="table-verify-cards__hand">
          <span className="table-verify-cards__name">{hand.name}</span>
          <span className="table-verify-cards__row">
            {hand.cards.map((card, i) => (
              <PlayingCard key={i} card={card} faceUp />
            ))}
          </span>
        </div>
      ))}
    </div>
  );
}
