import { Button, ErrorBlock, PullToRefresh } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useLotteryTrend, type LotteryTrendDraw } from '../api/lottery-trend.ts';
import { CountColumns, LineChart, StreakRoad } from '../components/TrendCharts.tsx';
import { DrawResult } from '../components/DrawResult.tsx';
import { LOTTERY_TYPE } from '@app/contract/lottery-constants';
import { LOTTERY_TEXT } from '../strings.ts';
import { counts, isSum, oddEven, specialBall, specialBigSmall, sumBigSmall } from '../trend.ts';
import '../lottery.css';

const SIDE_TEXT: Record<string, string> = {
  big: LOTTERY_TEXT.big,
  small: LOTTERY_TEXT.small,
  tie: LOTTERY_TEXT.tie,
  odd: LOTTERY_TEXT.odd,
  even: LOTTERY_TEXT.even,
};
const sideText = (value: string) => SIDE_TEXT[value] ?? value;
const sideTone = (value: string) => `lottery-tone--${value}`;
const colourText = (value: string) => LOTTERY_TEXT.colourName[value] ?? value;
const colourTone = (value: string) => `lottery-colour--${value}`;

function SumCharts({ draws }: { draws: LotteryTrendDraw[] }) {
  const sums = draws.map((d) => d.extend).filter(isSum);
  return (
    <>
      <h3 className="lottery-trend__heading">{LOTTERY_TEXT.trendTotals}</h3>
      <LineChart
        label={LOTTERY_TEXT.trendTotals}
        min={0}
        max={27}
        guide={13.5}
        points={sums.map((s) => ({
          value: s.total,
          tone: `lottery-colour--${s.colour}`,
          title: `${s.text} ${s.label}`,
        }))}
      />
      <h3 className="lottery-trend__heading">{LOTTERY_TEXT.trendBigSmall}</h3>
      <StreakRoad
        label={LOTTERY_TEXT.trendBigSmall}
        values={sums.map((s) => sumBigSmall(s.total))}
        text={sideText}
        tone={sideTone}
      />
      <h3 className="lottery-trend__heading">{LOTTERY_TEXT.trendOddEven}</h3>
      <StreakRoad
        label={LOTTERY_TEXT.trendOddEven}
        values={sums.map((s) => oddEven(s.total))}
        text={sideText}
        tone={sideTone}
      />
      <h3 className="lottery-trend__heading">{LOTTERY_TEXT.trendColour}</h3>
      <StreakRoad
        label={LOTTERY_TEXT.trendColour}
        values={sums.map((s) => s.colour)}
        text={colourText}
        tone={colourTone}
      />
    </>
  );
}

function SpecialCharts({ draws }: { draws: LotteryTrendDraw[] }) {
  const specials = draws.map((d) => specialBall(d.extend)).filter((b) => b !== null);
  const zodiacs = counts(specials.map((b) => b.zodiac));
  return (
    <>
      <h3 className="lottery-trend__heading">{LOTTERY_TEXT.trendSpecial}</h3>
      <LineChart
        label={LOTTERY_TEXT.trendSpecial}
        min={1}
        max={49}
        guide={24.5}
        points={specials.map((b) => ({
          value: Number(b.number),
          tone: `lottery-colour--${b.colour}`,
          title: `${b.number} ${b.zodiac} ${b.element}`,
        }))}
      />
      <h3 className="lottery-trend__heading">{LOTTERY_TEXT.trendColour}</h3>
      <StreakRoad
        label={LOTTERY_TEXT.trendColour}
        values={specials.map((b) => b.colour)}
        text={colourText}
        tone={colourTone}
      />
      <h3 className="lottery-trend__heading">{LOTTERY_TEXT.trendBigSmall}</h3>
      <StreakRoad
        label={LOTTERY_TEXT.trendBigSmall}
        values={specials.map((b) => specialBigSmall(Number(b.number)))}
        text={sideText}
        tone={sideTone}
      />
      <h3 className="lottery-trend__heading">{LOTTERY_TEXT.trendZodiac}</h3>
      <CountColumns
        label={LOTTERY_TEXT.trendZodiac}
        items={LOTTERY_TEXT.zodiacOrder.map((name) => ({
          name,
          count: zodiacs.find((z) => z.value === name)?.count ?? 0,
        }))}
      />
    </>
  );
}

function attributes(draw: LotteryTrendDraw): string {
  if (isSum(draw.extend)) {
    const s = draw.extend;
    return `${sideText(sumBigSmall(s.total))}${sideText(oddEven(s.total))} ${colourText(s.colour)}`;
  }
  const special = specialBall(draw.extend);
  if (!special) return '';
  const n = Number(special.number);
  return `${special.zodiac} ${special.element} ${colourText(special.colour)} ${sideText(specialBigSmall(n))}${sideText(oddEven(n))}`;
}

/**
 * /lotteryTrend?room_id= (走势, ours): the last draws of the room's lottery as charts (type 2: the
 * totals and the 大小/单双/波色 streaks; type 1: the 特码 line, its colour and 大小 streaks and
 * its 生肖 counts) and a table; pull down to refresh.
 */
export function LotteryTrendPage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('room_id') ?? '');
  const roomId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const trend = useLotteryTrend(roomId);
  const data = trend.data;
  const oldestFirst = data ? [...data.draws].reverse() : [];

  return (
    <TitledPage
      title={data ? `${data.lottery.title} ${LOTTERY_TEXT.trendTitle}` : LOTTERY_TEXT.trendTitle}
    >
      <PullToRefresh onRefresh={async () => void (await trend.refetch())}>
        <div className="lottery-trend">
          {roomId === null ? (
            <ErrorBlock status="default" title={LOTTERY_TEXT.noRoom} description="" />
          ) : data ? (
            data.draws.length === 0 ? (
              <ErrorBlock status="empty" title={LOTTERY_TEXT.trendEmpty} description="" />
            ) : (
              <>
                <div className="lottery-trend__count">
                  {LOTTERY_TEXT.drawCount(data.draws.length)}
                </div>
                {data.lottery.type === LOTTERY_TYPE.sumOfThree ? (
                  <SumCharts draws={oldestFirst} />
                ) : (
                  <SpecialCharts draws={oldestFirst} />
                )}
                <h3 className="lottery-trend__heading">{LOTTERY_TEXT.trendTable}</h3>
                <table className="lottery-table">
                  <thead>
                    <tr>
                      <th>{LOTTERY_TEXT.colIssue}</th>
                      <th>{LOTTERY_TEXT.colResult}</th>
                      <th>{LOTTERY_TEXT.colAttrs}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.draws.map((draw) => (
                      <tr key={draw.expect}>
                        <td>
                          <div>{draw.expect}</div>
                          <div className="lottery-table__time">{draw.opentime2.slice(11, 16)}</div>
                        </td>
                        <td>
                          <DrawResult extend={draw.extend} small />
                        </td>
                        <td>{attributes(draw)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )
          ) : trend.isError ? (
            <ErrorBlock
              status="default"
              title={LOTTERY_TEXT.loadFailed}
              description={trend.error.message}
            >
              <Button size="small" onClick={() => void trend.refetch()}>
                {LOTTERY_TEXT.retry}
              </Button>
            </ErrorBlock>
          ) : (
            <PageLoading />
          )}
        </div>
      </PullToRefresh>
    </TitledPage>
  );
}
