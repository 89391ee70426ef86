import { Button, ErrorBlock } from 'antd-mobile';
import { useEffect, useState, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { slotGameOf } from '@app/domain/house/slot-games';
import { slotWindow } from '@app/domain/house/slots';
import { cardLabel } from '@app/domain/house/cards';
import { ZHAJINHUA_CATEGORY_NAMES, type ZhajinhuaCategory } from '@app/domain/house/zhajinhua';
import { PlayingCard } from '../cards/PlayingCard.tsx';
import '../cards/cards.css';
import { CARD_GAME_INK } from '../theme.ts';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { SymbolArt } from '../art/SymbolArt.tsx';
import { useRotateSeeds } from '../api/house-seeds.ts';
import {
  useHouseVerify,
  type HouseBetVerify as HouseVerify,
  type VerifyTarget,
} from '../api/house-verify.ts';
import { Fact } from '../components/Fact.tsx';
import { LoadState } from '../components/LoadState.tsx';
import { FISH_NAMES, HOUSE_TEXT } from '../strings.ts';
import { Mark } from '../components/VerifyMark.tsx';
import { TableVerification } from '../components/TableVerification.tsx';
import { VerifyComparison, type ComparisonRow } from '../components/VerifyComparison.tsx';
import { checkBet, type BetCheck, type Recomputed } from '../verify/check-bet.ts';
import '../house.css';
import '../tables.css';

/** What the address asks to verify: `?bet=` or `?table=&round=`; null when neither. */
function targetOf(params: URLSearchParams): VerifyTarget {
  const bet = params.get('bet')?.trim() ?? '';
  if (bet !== '') return { bet };
  const table = params.get('table')?.trim() ?? '';
  const round = Number(params.get('round') ?? '');
  return table !== '' && Number.isSafeInteger(round) && round > 0 ? { table, round } : null;
}

/**
 * /house/verify?bet=<bet number>: a house bet recomputed in this browser. Before the seed pair is
 * rotated the server seed is still secret: the page says so and offers the rotation; after it,
 * SHA-256(seed) is checked against the commitment and the outcome recomputed with the domain's
 * engine, each part beside the server's with ✓ or ✗. /house/verify?table=<code>&round=<n>: a
 * table's dealt round, its cards and outcome recomputed from its revealed seed the same way.
 */
export function HouseVerifyPage() {
  const [params] = useSearchParams();
  const target = targetOf(params);
  const verify = useHouseVerify(target);
  return (
    <TitledPage title={HOUSE_TEXT.verifyTitle}>
      {target === null ? (
        <ErrorBlock status="default" title={HOUSE_TEXT.noBet} description="" />
      ) : verify.data?.kind === 'table' ? (
        <TableVerification data={verify.data} />
      ) : verify.data ? (
        <Verification data={verify.data} />
      ) : (
        <LoadState error={verify.error} onRetry={() => void verify.refetch()} />
      )}
    </TitledPage>
  );
}

function Verification({ data }: { data: HouseVerify }) {
  const [check, setCheck] = useState<BetCheck | null>(null);
  useEffect(() => {
    if (data.seed === null) return;
    let live = true;
    setCheck(null);
    void checkBet(data).then((result) => {
      if (live) setCheck(result);
    });
    return () => {
      live = false;
    };
  }, [data]);

  return (
    <div className="house-verify">
      <BetHead data={data} />
      <section className="house-verify__scheme">
        {HOUSE_TEXT.verifyScheme.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
      <dl className="house-facts">
        <Fact label={HOUSE_TEXT.commit} value={data.commit} mono />
        {data.seed !== null && <Fact label={HOUSE_TEXT.seed} value={data.seed} mono />}
        <Fact label={HOUSE_TEXT.clientSeed} value={data.clientSeed} mono />
        <Fact label={HOUSE_TEXT.nonceOf} value={String(data.nonce)} />
        {data.kind === 'fishing' && (
          <>
            <Fact
              label={HOUSE_TEXT.fish}
              value={`${FISH_NAMES[data.fish] ?? data.fish} ${HOUSE_TEXT.multiplier(data.multiplier)}`}
            />
            <Fact label={HOUSE_TEXT.rtpPpm} value={String(data.rtp_ppm)} />
          </>
        )}
        {data.kind === 'cards' && <Fact label={HOUSE_TEXT.oddsBp} value={String(data.odds_bp)} />}
      </dl>
      {data.seed === null ? (
        <SeedSecret />
      ) : (
        <>
          <p className="house-check">
            <span>{HOUSE_TEXT.checkCommit}</span>
            <Mark check={check?.commit} label={HOUSE_TEXT.checkCommit} />
          </p>
          <Comparison data={data} check={check} />
        </>
      )}
    </div>
  );
}

function BetHead({ data }: { data: HouseVerify }) {
  return (
    <div className="house-verify__head">
      <div className="house-verify__title">
        {HOUSE_TEXT.kinds[data.kind] ?? data.kind} · {HOUSE_TEXT.gameName(data.game)}
      </div>
      <div>
        {HOUSE_TEXT.betNo}：{data.bet_no}
      </div>
      <div>
        {HOUSE_TEXT.betAmount} {HOUSE_TEXT.yuan(data.bet)} · {data.created_at}
      </div>
    </div>
  );
}

/** The pair is still the active one: its seed is revealed by rotating it. */
function SeedSecret() {
  const rotate = useRotateSeeds();
  return (
    <div className="house-verify__secret" role="status">
      <p>{HOUSE_TEXT.seedSecret}</p>
      <Button color="primary" loading={rotate.isPending} onClick={() => rotate.mutate('')}>
        {HOUSE_TEXT.rotate}
      </Button>
    </div>
  );
}

function rowsOf(data: HouseVerify, mine: Recomputed | null | undefined): ComparisonRow[] {
  const yesNo = (caught: boolean) => (caught ? HOUSE_TEXT.yes : HOUSE_TEXT.no);
  if (data.kind === 'slot') {
    const stops = mine?.kind === 'slot' ? mine.stops.join(' ') : undefined;
    return [
      { key: 'stops', label: HOUSE_TEXT.stops, server: data.outcome.stops.join(' '), mine: stops },
      {
        key: 'win',
        label: HOUSE_TEXT.winAmount,
        server: HOUSE_TEXT.yuan(data.outcome.win),
        mine: mine ? HOUSE_TEXT.yuan(mine.win) : undefined,
      },
    ];
  }
  if (data.kind === 'cards') {
    const cards = mine?.kind === 'cards' ? mine : undefined;
    const labels = (list: number[]) => list.map(cardLabel).join(' ');
    const hands = (player: string, banker: string) =>
      `${HOUSE_TEXT.playerShort} ${categoryName(player)} / ${HOUSE_TEXT.banker} ${categoryName(banker)}`;
    const { outcome } = data;
    return [
      {
        key: 'cards',
        label: HOUSE_TEXT.dealtCards,
        server: labels(outcome.cards),
        mine: cards && labels(cards.cards),
      },
      {
        key: 'hands',
        label: HOUSE_TEXT.hands,
        server: hands(outcome.player, outcome.banker),
        mine: cards && hands(cards.player, cards.banker),
      },
      {
        key: 'winner',
        label: HOUSE_TEXT.winner,
        server: HOUSE_TEXT.winnerName[outcome.winner] ?? outcome.winner,
        mine: cards && (HOUSE_TEXT.winnerName[cards.winner] ?? cards.winner),
      },
      {
        key: 'win',
        label: HOUSE_TEXT.winAmount,
        server: HOUSE_TEXT.yuan(outcome.win),
        mine: mine ? HOUSE_TEXT.yuan(mine.win) : undefined,
      },
    ];
  }
  const caught = mine?.kind === 'fishing' ? yesNo(mine.caught) : undefined;
  return [
    {
      key: 'caught',
      label: HOUSE_TEXT.caughtLabel,
      server: yesNo(data.outcome.caught),
      mine: caught,
    },
    {
      key: 'win',
      label: HOUSE_TEXT.winAmount,
      server: HOUSE_TEXT.yuan(data.outcome.win),
      mine: mine ? HOUSE_TEXT.yuan(mine.win) : undefined,
    },
  ];
}

function Comparison({ data, check }: { data: HouseVerify; check: BetCheck | null }) {
  const recomputed = check?.recomputed;
  return (
    <VerifyComparison rows={rowsOf(data, recomputed)} check={check}>
      {recomputed?.kind === 'slot' && (
        <RecomputedWindow game={data.game} stops={recomputed.stops} />
      )}
      {recomputed?.kind === 'cards' && <RecomputedHands round={recomputed} />}
    </VerifyComparison>
  );
}

/** The hands the recomputed deal gives: the player's three cards, then the banker's. */
function RecomputedHands({
  round,
}: {
  round: { cards: number[]; player: string; banker: string };
}) {
  const { cards } = round;
  return (
    <div
      className="house-verify__hands"
      style={CARD_GAME_INK as CSSProperties}
      role="group"
      aria-label={HOUSE_TEXT.recomputedHands}
    >
      {(['player', 'banker'] as const).map((who, h) => (
        <div key={who} className="house-verify__hand">
          <span className="house-verify__who">
            {who === 'player' ? HOUSE_TEXT.playerShort : HOUSE_TEXT.banker}
            <strong>{categoryName(round[who])}</strong>
          </span>
          <span className="house-hand__cards">
            {cards.slice(3 * h, 3 * h + 3).map((card) => (
              <PlayingCard key={card} card={card} faceUp />
            ))}
          </span>
        </div>
      ))}
    </div>
  );
}

function categoryName(category: string): string {
  return ZHAJINHUA_CATEGORY_NAMES[category as ZhajinhuaCategory] ?? category;
}

/** The window the recomputed stops show, drawn from the slot's strips. */
function RecomputedWindow({ game, stops }: { game: string; stops: number[] }) {
  const slot = slotGameOf(game);
  if (!slot) return null;
  const window = slotWindow(slot, stops);
  return (
    <div className="house-verify__window" role="group" aria-label={HOUSE_TEXT.recomputedWindow}>
      {[0, 1, 2].map((row) =>
        window.map((column, reel) => (
          <SymbolArt key={`${reel}-${row}`} game={game} symbol={column[row]!} />
        )),
      )}
    </div>
  );
}
