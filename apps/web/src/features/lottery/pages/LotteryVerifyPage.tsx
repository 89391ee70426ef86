import { Button, ErrorBlock } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { commitOf, drawNumbers, isSeedHex } from '@app/domain/lottery/draw';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useLotteryVerify, type LotteryVerify } from '../api/lottery-verify.ts';
import { DrawResult } from '../components/DrawResult.tsx';
import { LOTTERY_TEXT } from '../strings.ts';
import '../lottery.css';

type Check = 'checking' | 'pass' | 'fail';

interface Checks {
  commit: Check;
  numbers: Check;
  recomputed: number[] | null;
}

/** Recomputes a revealed draw in this browser (Web Crypto): the commitment and the numbers. */
async function recompute(data: LotteryVerify): Promise<Checks> {
  if (!isSeedHex(data.seed) || (data.type !== 1 && data.type !== 2)) {
    return { commit: 'fail', numbers: 'fail', recomputed: null };
  }
  const commit = await commitOf(data.seed);
  let recomputed: number[] | null = null;
  try {
    recomputed = await drawNumbers({
      type: data.type,
      seedHex: data.seed,
      lottery: data.lottery,
      expect: data.expect,
      beacon: data.beacon,
    });
  } catch {
    recomputed = null;
  }
  const same =
    recomputed !== null &&
    recomputed.length === data.numbers.length &&
    recomputed.every((n, i) => n === data.numbers[i]);
  return {
    commit: commit === data.commit.toLowerCase() ? 'pass' : 'fail',
    numbers: same ? 'pass' : 'fail',
    recomputed,
  };
}

function CheckLine({ label, check }: { label: string; check: Check }) {
  return (
    <div className={`lottery-check lottery-check--${check}`} data-check={check}>
      <span>{label}</span>
      <strong>
        {check === 'checking'
          ? LOTTERY_TEXT.checking
          : check === 'pass'
            ? LOTTERY_TEXT.pass
            : LOTTERY_TEXT.fail}
      </strong>
    </div>
  );
}

function Field({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="lottery-field">
      <div className="lottery-field__label">{label}</div>
      <div className={`lottery-field__value${mono ? ' lottery-field__value--mono' : ''}`}>
        {value}
      </div>
    </div>
  );
}

function Verification({ data }: { data: LotteryVerify }) {
  const [checks, setChecks] = useState<Checks>({
    commit: 'checking',
    numbers: 'checking',
    recomputed: null,
  });
  useEffect(() => {
    if (!data.drawn) return;
    let live = true;
    void recompute(data).then((result) => {
      if (live) setChecks(result);
    });
    return () => {
      live = false;
    };
  }, [data]);

  return (
    <div className="lottery-verify">
      <div className="lottery-verify__head">
        <div className="lottery-verify__title">{data.title}</div>
        <div>{LOTTERY_TEXT.issue(data.expect)}</div>
      </div>
      <section className="lottery-verify__scheme">
        {LOTTERY_TEXT.verifyScheme.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
      <Field label={LOTTERY_TEXT.commitment} value={data.commit} mono />
      <Field label={LOTTERY_TEXT.sealTime} value={data.sealtime} />
      <Field label={LOTTERY_TEXT.drawTime} value={data.opentime2} />
      {data.drawn ? (
        <>
          <Field label={LOTTERY_TEXT.seed} value={data.seed} mono />
          <Field
            label={LOTTERY_TEXT.beacon}
            value={
              data.beacon === ''
                ? LOTTERY_TEXT.beaconUnused
                : `${data.beacon_round === null ? '' : `${LOTTERY_TEXT.beaconRound(data.beacon_round)} `}${data.beacon}`
            }
            mono={data.beacon !== ''}
          />
          <Field label={LOTTERY_TEXT.publishedNumbers} value={data.numbers.join(' ')} />
          {data.extend ? (
            <div className="lottery-verify__result">
              <DrawResult extend={data.extend} />
            </div>
          ) : null}
          <CheckLine label={LOTTERY_TEXT.checkCommit} check={checks.commit} />
          <CheckLine label={LOTTERY_TEXT.checkNumbers} check={checks.numbers} />
          {checks.recomputed ? (
            <Field label={LOTTERY_TEXT.recomputed} value={checks.recomputed.join(' ')} />
          ) : null}
        </>
      ) : (
        <div className="lottery-verify__pending">{LOTTERY_TEXT.notDrawn}</div>
      )}
    </div>
  );
}

/**
 * /lotteryVerify?room_id=&expect= (ours): a draw's provably fair check (DESIGN §9). Before the
 * draw only the commitment; after it, the revealed seed, and the checks recomputed here.
 */
export function LotteryVerifyPage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('room_id') ?? '');
  const roomId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const expect = params.get('expect')?.trim() ?? '';
  const verify = useLotteryVerify(roomId, expect);

  return (
    <TitledPage title={LOTTERY_TEXT.verifyTitle}>
      {roomId === null || expect === '' ? (
        <ErrorBlock status="default" title={LOTTERY_TEXT.noRoom} description="" />
      ) : verify.data ? (
        <Verification data={verify.data} />
      ) : verify.isError ? (
        <ErrorBlock
          status="default"
          title={LOTTERY_TEXT.loadFailed}
          description={verify.error.message}
        >
          <Button size="small" onClick={() => void verify.refetch()}>
            {LOTTERY_TEXT.retry}
          </Button>
        </ErrorBlock>
      ) : (
        <PageLoading />
      )}
    </TitledPage>
  );
}
