import { Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MSG } from '@app/contract/messages';
import { formatMinor, parseMinor } from '@app/contract/money-format';
import { ODDS_ACCEPT, type OddsAccept } from '@app/contract/sports-constants';
import {
  combinedOddsC,
  formatOdds,
  oddsAccepted,
  potentialReturn,
  slipProblem,
} from '@app/domain/sports/index';
import { useHouseLobby } from '../../../api/house-lobby.ts';
import { HOUSE_PLAT } from '../../../lib/game-path.ts';
import {
  oddsC,
  setOddsAccept,
  showOdds,
  useOddsAccept,
  useOddsFormat,
  type OddsFormat,
} from '../prefs.ts';
import {
  acceptOdds,
  clearSlip,
  removeLeg,
  setStake,
  showSlip,
  useSlip,
  type SlipLeg,
} from '../slip-store.ts';
import { ODDS_ACCEPT_NAMES, SPORTS_TEXT } from '../strings.ts';
import { usePlaceBet, type PlaceState } from '../use-place-bet.ts';

/** The quick stakes (yuan); 最大 is the house wallet. */
export const QUICK_STAKES = ['10', '50', '100', '500', '1000'];

/** The venue transfer screen, with the house venue as the target. */
export const TRANSFER_TO_HOUSE = `/transfer?target=${HOUSE_PLAT}`;

/** 单注 for one leg, N串1 for a parlay. */
export function slipKind(legs: number): string {
  return legs <= 1 ? SPORTS_TEXT.single : SPORTS_TEXT.parlay(legs);
}

/** The slip's combined odds (hundredths) at the odds shown now. */
function slipOddsC(legs: SlipLeg[]): number {
  const all = legs.map((l) => oddsC(l.odds));
  return all.length === 0 || all.some((c) => c === 0) ? 0 : combinedOddsC(all);
}

/** The button under the slip: 投注单 N, the kind and the combined odds; opens the sheet. */
export function SlipBar() {
  const slip = useSlip();
  const format = useOddsFormat();
  if (slip.legs.length === 0 || slip.visible) return null;
  const c = slipOddsC(slip.legs);
  return (
    <button
      type="button"
      className="sports-slipbar"
      aria-label={SPORTS_TEXT.openSlip(slip.legs.length)}
      onClick={() => showSlip(true)}
    >
      <span className="sports-slipbar__count">{slip.legs.length}</span>
      <span>{SPORTS_TEXT.slip}</span>
      <span className="sports-slipbar__kind">{slipKind(slip.legs.length)}</span>
      {c > 0 && (
        <strong className="sports-slipbar__odds">@{showOdds(formatOdds(c), format)}</strong>
      )}
    </button>
  );
}

/** The bet slip, a bottom sheet (the slip's store says whether it is open). */
export function SlipSheet() {
  const slip = useSlip();
  const close = () => showSlip(false);
  return (
    <Popup
      visible={slip.visible}
      onMaskClick={close}
      onClose={close}
      bodyClassName="sports-sheet"
      destroyOnClose
    >
      <div role="dialog" aria-label={SPORTS_TEXT.slip} className="sports-sheet__frame">
        <SlipBody />
      </div>
    </Popup>
  );
}

function useTicking(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [active]);
  return Math.max(now, active ? Date.now() : now);
}

function SlipBody() {
  const slip = useSlip();
  const format = useOddsFormat();
  const accept = useOddsAccept();
  const lobby = useHouseLobby();
  const { state, place, reset } = usePlaceBet();
  const legs = slip.legs;
  const sending = state.phase === 'sending';

  const stakeFen = parseMinor(slip.stake.trim() === '' ? '0' : slip.stake.trim());
  const validStake = stakeFen !== null && stakeFen > 0n;
  const balance = lobby.data?.balance;
  const balanceFen = balance === undefined ? null : parseMinor(balance);
  const problem = legs.length === 0 ? null : slipProblem(legs);
  const problemText =
    problem === 'same_fixture'
      ? MSG.sportsSameFixture
      : problem === 'too_many_legs'
        ? MSG.sportsTooManyLegs
        : null;
  const closed = legs.some((l) => !l.open);
  const mustConfirm = legs.some((l) => !oddsAccepted(accept, oddsC(l.picked), oddsC(l.odds)));
  const low =
    (state.phase === 'refused' && state.lowBalance) ||
    (validStake && balanceFen !== null && stakeFen > balanceFen);

  const submit = () => {
    if (mustConfirm) {
      acceptOdds();
      reset();
    } else if (validStake) place(legs, formatMinor(stakeFen), accept);
  };

  return (
    <>
      <SlipHead count={legs.length} sending={sending} />
      <div className="sports-sheet__body" tabIndex={0}>
        <LegList legs={legs} format={format} disabled={sending} onChange={reset} />
        {legs.length > 0 && (
          <>
            <Notices
              state={state}
              problem={problemText}
              closed={closed}
              changed={legs.some((l) => l.odds !== l.picked)}
              mustConfirm={mustConfirm}
              accept={accept}
            />
            <AcceptChoice accept={accept} />
            <StakeBox
              legs={legs}
              stake={slip.stake}
              stakeFen={validStake ? stakeFen : null}
              balance={balance}
              format={format}
              onChange={(stake) => {
                setStake(stake);
                reset();
              }}
            />
            {low && <LowBalance />}
          </>
        )}
      </div>
      {legs.length > 0 && (
        <SlipFoot
          state={state}
          mustConfirm={mustConfirm}
          disabled={problemText !== null || closed || (!mustConfirm && !validStake)}
          onSubmit={submit}
        />
      )}
    </>
  );
}

function LegList({
  legs,
  format,
  disabled,
  onChange,
}: {
  legs: SlipLeg[];
  format: OddsFormat;
  disabled: boolean;
  onChange: () => void;
}) {
  if (legs.length === 0) return <p className="sports-note">{SPORTS_TEXT.emptySlip}</p>;
  return (
    <ul className="sports-legs">
      {legs.map((leg) => (
        <LegItem
          key={`${leg.fixture}-${leg.market}-${leg.selection}`}
          leg={leg}
          format={format}
          disabled={disabled}
          onRemove={() => {
            removeLeg(leg);
            onChange();
          }}
        />
      ))}
    </ul>
  );
}

function SlipHead({ count, sending }: { count: number; sending: boolean }) {
  return (
    <div className="sports-sheet__head">
      <h2 className="sports-sheet__title">
        {SPORTS_TEXT.slip}
        {count > 0 && <span className="sports-sheet__kind">{slipKind(count)}</span>}
      </h2>
      {count > 0 && !sending && (
        <button type="button" className="sports-sheet__clear" onClick={clearSlip}>
          {SPORTS_TEXT.clear}
        </button>
      )}
      <button type="button" className="sports-sheet__close" onClick={() => showSlip(false)}>
        {SPORTS_TEXT.close}
      </button>
    </div>
  );
}

/** The three odds-change choices (ODDS_ACCEPT_NAMES), remembered. */
function AcceptChoice({ accept }: { accept: OddsAccept }) {
  return (
    <fieldset className="sports-accept">
      <legend>{SPORTS_TEXT.oddsChoice}</legend>
      {ODDS_ACCEPT.map((choice) => (
        <label key={choice} className="sports-accept__option">
          <input
            type="radio"
            name="sports-accept"
            value={choice}
            checked={accept === choice}
            onChange={() => setOddsAccept(choice)}
          />
          {ODDS_ACCEPT_NAMES[choice]}
        </label>
      ))}
    </fieldset>
  );
}

/** The stake, the quick amounts and 最大 (the house wallet), the combined odds and the return. */
function StakeBox({
  legs,
  stake,
  stakeFen,
  balance,
  format,
  onChange,
}: {
  legs: SlipLeg[];
  stake: string;
  stakeFen: bigint | null;
  balance: string | undefined;
  format: OddsFormat;
  onChange: (stake: string) => void;
}) {
  const c = slipOddsC(legs);
  const potential =
    stakeFen !== null && c > 0
      ? formatMinor(
          potentialReturn(
            stakeFen,
            legs.map((l) => oddsC(l.odds)),
          ),
        )
      : null;
  return (
    <>
      <div className="sports-stake">
        <label className="sports-stake__field">
          <span>{SPORTS_TEXT.stake}</span>
          <input
            inputMode="decimal"
            value={stake}
            placeholder={SPORTS_TEXT.stakePlaceholder}
            maxLength={12}
            onChange={(event) => onChange(event.target.value.replace(/[^\d.]/g, ''))}
          />
        </label>
        <div className="sports-stake__quick" role="group" aria-label={SPORTS_TEXT.quick}>
          {QUICK_STAKES.map((amount) => (
            <button
              key={amount}
              type="button"
              aria-pressed={stake === amount}
              onClick={() => onChange(amount)}
            >
              {amount}
            </button>
          ))}
          <button
            type="button"
            disabled={balance === undefined}
            onClick={() => balance !== undefined && onChange(balance)}
          >
            {SPORTS_TEXT.max}
          </button>
        </div>
      </div>
      <dl className="sports-sum">
        <div>
          <dt>{SPORTS_TEXT.combinedOdds}</dt>
          <dd>{c > 0 ? showOdds(formatOdds(c), format) : '--'}</dd>
        </div>
        <div>
          <dt>{SPORTS_TEXT.potential}</dt>
          <dd className="sports-sum__win">{potential ? SPORTS_TEXT.yuan(potential) : '--'}</dd>
        </div>
        <div>
          <dt>{SPORTS_TEXT.balance}</dt>
          <dd>{balance === undefined ? '--' : SPORTS_TEXT.yuan(balance)}</dd>
        </div>
      </dl>
    </>
  );
}

/** The house wallet holds less than the stake: say so, and offer the venue transfer. */
function LowBalance() {
  return (
    <div className="sports-low" role="alert">
      <span>{SPORTS_TEXT.lowBalance}</span>
      <Link className="sports-low__link" to={TRANSFER_TO_HOUSE} onClick={() => showSlip(false)}>
        {SPORTS_TEXT.transferIn}
      </Link>
    </div>
  );
}

/** 确认投注, 接受新赔率, or 等待确认… N秒 while an in-play bet waits its delay. */
function SlipFoot({
  state,
  mustConfirm,
  disabled,
  onSubmit,
}: {
  state: PlaceState;
  mustConfirm: boolean;
  disabled: boolean;
  onSubmit: () => void;
}) {
  const sending = state.phase === 'sending';
  const now = useTicking(sending);
  const label =
    state.phase === 'sending'
      ? state.waitUntil === null
        ? SPORTS_TEXT.placing
        : SPORTS_TEXT.waiting(Math.max(0, Math.ceil((state.waitUntil - now) / 1000)))
      : mustConfirm
        ? SPORTS_TEXT.acceptChanges
        : SPORTS_TEXT.place;
  return (
    <div className="sports-sheet__foot">
      <button
        type="button"
        className="sports-place"
        disabled={sending || disabled}
        aria-busy={sending}
        onClick={onSubmit}
      >
        {label}
      </button>
      {state.phase === 'sending' && state.waitUntil !== null && (
        <p className="sports-sheet__wait" role="status">
          {SPORTS_TEXT.waitingNote}
        </p>
      )}
    </div>
  );
}

function Notices({
  state,
  problem,
  closed,
  changed,
  mustConfirm,
  accept,
}: {
  state: PlaceState;
  problem: string | null;
  closed: boolean;
  changed: boolean;
  mustConfirm: boolean;
  accept: OddsAccept;
}) {
  const lines: string[] = [];
  if (problem) lines.push(problem);
  if (state.phase === 'refused') {
    lines.push(state.message);
    if (state.oddsChanged && mustConfirm) lines.push(SPORTS_TEXT.oddsChangedRefused);
  } else if (mustConfirm) lines.push(SPORTS_TEXT.oddsChanged);
  else if (changed) lines.push(`赔率已变化（${ODDS_ACCEPT_NAMES[accept]}）`);
  if (closed) lines.push(SPORTS_TEXT.marketSuspended);
  if (lines.length === 0) return null;
  return (
    <div className="sports-notice" role="alert">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

function LegItem({
  leg,
  format,
  disabled,
  onRemove,
}: {
  leg: SlipLeg;
  format: OddsFormat;
  disabled: boolean;
  onRemove: () => void;
}) {
  const moved = leg.odds !== leg.picked;
  const up = oddsC(leg.odds) > oddsC(leg.picked);
  return (
    <li className={leg.open ? 'sports-leg' : 'sports-leg sports-leg--closed'}>
      <div className="sports-leg__main">
        <strong className="sports-leg__pick">{leg.selectionName}</strong>
        <span className="sports-leg__odds" data-moved={moved ? (up ? 'up' : 'down') : undefined}>
          {moved && (
            <>
              <s className="sports-leg__old">{showOdds(leg.picked, format)}</s>
              <span
                className="sports-leg__arrow"
                role="img"
                aria-label={up ? SPORTS_TEXT.up : SPORTS_TEXT.down}
              >
                {up ? '↑' : '↓'}
              </span>
            </>
          )}
          <span className="sports-leg__new">{showOdds(leg.odds, format)}</span>
        </span>
      </div>
      <div className="sports-leg__sub">
        {leg.marketName}
        {leg.live && <span className="sports-leg__live">{SPORTS_TEXT.live}</span>}
        {!leg.open && <span className="sports-leg__locked">{SPORTS_TEXT.locked}</span>}
      </div>
      <div className="sports-leg__sub">
        {leg.home} {SPORTS_TEXT.vs} {leg.away}
      </div>
      <button
        type="button"
        className="sports-leg__remove"
        aria-label={SPORTS_TEXT.remove(leg.selectionName)}
        disabled={disabled}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}
