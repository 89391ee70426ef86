import {
  Button,
  ErrorBlock,
  ProgressBar,
  Skeleton,
  Swiper,
  Tabs,
  type SwiperRef,
} from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useVipLevels, type VipLevelRow } from '../../../api/vip-levels.ts';
import { useUser } from '../../../lib/auth.ts';
import { loginPath } from '../../../lib/redirect.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { levelProgress } from '../../../lib/vip-progress.ts';
import { useVipProgress, type VipProgress } from '../../../api/vip-progress.ts';
import {
  REBATE_CATEGORIES,
  REBATE_CATEGORY_NAMES,
  VIP_LEVELS,
} from '@app/contract/rewards-constants';
import { VIP_TEXT } from '../strings.ts';
import '../vip.css';

/** Where the player stands, as far as the screen knows: nothing for a visitor. */
interface Standing {
  vip: number;
  paysum: string;
  flow: string | undefined;
}

function useStanding(): { standing: Standing | null; progress: VipProgress | undefined } {
  const token = useSessionToken();
  const user = useUser();
  const progress = useVipProgress();
  if (token === null) return { standing: null, progress: undefined };
  if (progress.data)
    return {
      standing: { vip: progress.data.vip, paysum: progress.data.paysum, flow: progress.data.flow },
      progress: progress.data,
    };
  if (user.data)
    return {
      standing: { vip: user.data.vip, paysum: user.data.paysum, flow: undefined },
      progress: undefined,
    };
  return { standing: null, progress: undefined };
}

const clampLevel = (level: number) => Math.min(VIP_LEVELS, Math.max(1, level));

/** /vip: a tab per level, VIP1 to VIP10 (spec part 1 §2 VIP). Visitors may look. */
export function VipPage() {
  return <VipScreen variant="tabs" />;
}

/** /vip2: the same levels on a swiper. */
export function Vip2Page() {
  return <VipScreen variant="swiper" />;
}

function VipScreen({ variant }: { variant: 'tabs' | 'swiper' }) {
  const levels = useVipLevels();
  const { standing, progress } = useStanding();
  const [chosen, setChosen] = useState<number | null>(null);
  const swiper = useRef<SwiperRef>(null);
  const active = chosen ?? clampLevel(standing?.vip ?? 1);
  const rows = levels.data ?? [];

  // The player's level may arrive after the swiper: move it there until the player picks a level.
  const rowCount = rows.length;
  useEffect(() => {
    if (variant === 'swiper' && chosen === null && rowCount > 0)
      swiper.current?.swipeTo(active - 1);
  }, [variant, chosen, active, rowCount]);

  const choose = (level: number) => {
    setChosen(level);
    if (variant === 'swiper') swiper.current?.swipeTo(level - 1);
  };

  return (
    <TitledPage title={VIP_TEXT.title}>
      <div className="vip-page">
        <StandingCard standing={standing} />
        {levels.isPending ? (
          <div className="vip-card" aria-busy="true">
            <Skeleton.Paragraph lineCount={8} animated />
          </div>
        ) : levels.isError ? (
          <ErrorBlock status="default" title={VIP_TEXT.failed} description={levels.error.message}>
            <Button color="primary" shape="rounded" onClick={() => void levels.refetch()}>
              {VIP_TEXT.retry}
            </Button>
          </ErrorBlock>
        ) : (
          <>
            <Tabs
              className="vip-tabs"
              activeKey={String(active)}
              onChange={(key) => choose(Number(key))}
            >
              {rows.map((row) => (
                <Tabs.Tab key={String(row.level)} title={VIP_TEXT.level(row.level)} />
              ))}
            </Tabs>
            {variant === 'swiper' ? (
              <Swiper
                ref={swiper}
                className="vip-swiper"
                defaultIndex={active - 1}
                indicator={() => null}
                onIndexChange={(index) => setChosen(index + 1)}
              >
                {rows.map((row) => (
                  <Swiper.Item key={row.level}>
                    <LevelCard row={row} standing={standing} />
                  </Swiper.Item>
                ))}
              </Swiper>
            ) : (
              rows
                .filter((row) => row.level === active)
                .map((row) => <LevelCard key={row.level} row={row} standing={standing} />)
            )}
          </>
        )}
        <Rules />
        {progress && <History progress={progress} />}
      </div>
    </TitledPage>
  );
}

function StandingCard({ standing }: { standing: Standing | null }) {
  const navigate = useNavigate();
  const token = useSessionToken();
  if (token === null)
    return (
      <section className="vip-standing vip-standing--visitor">
        <p>{VIP_TEXT.visitor}</p>
        <Button size="small" shape="rounded" onClick={() => void navigate(loginPath('/vip'))}>
          {VIP_TEXT.login}
        </Button>
      </section>
    );
  return (
    <section className="vip-standing" aria-label={VIP_TEXT.myLevel(standing?.vip ?? 0)}>
      {standing ? (
        <span className="vip-standing__level">{VIP_TEXT.myLevel(standing.vip)}</span>
      ) : (
        <Skeleton.Title animated />
      )}
      <button type="button" className="vip-link" onClick={() => void navigate('/iframepage')}>
        {VIP_TEXT.detailLink}
      </button>
    </section>
  );
}

/** One level: reached or not, its thresholds, the player's progress, and its rebate table. */
export function LevelCard({ row, standing }: { row: VipLevelRow; standing: Standing | null }) {
  const reached = standing !== null && standing.vip >= row.level;
  return (
    <section className="vip-card" aria-label={VIP_TEXT.level(row.level)}>
      <header className="vip-card__head">
        <span className="vip-card__name">{row.vipname || VIP_TEXT.level(row.level)}</span>
        {standing && (
          <span className={reached ? 'vip-state vip-state--reached' : 'vip-state'}>
            {reached ? VIP_TEXT.reached : VIP_TEXT.notReached}
          </span>
        )}
      </header>
      <h3 className="vip-card__title">{VIP_TEXT.requirements}</h3>
      <dl className="vip-card__needs">
        <div>
          <dt>{VIP_TEXT.recharge}</dt>
          <dd>{row.recharge}</dd>
        </div>
        <div>
          <dt>{VIP_TEXT.flow}</dt>
          <dd>{row.flow}</dd>
        </div>
        <div>
          <dt>{VIP_TEXT.retention}</dt>
          <dd>{row.retention}</dd>
        </div>
      </dl>
      {standing && standing.flow !== undefined && (
        <LevelProgressBox row={row} paysum={standing.paysum} flow={standing.flow} />
      )}
      <h3 className="vip-card__title">{VIP_TEXT.rebateTable}</h3>
      <table className="vip-table">
        <thead>
          <tr>
            <th>{VIP_TEXT.category}</th>
            <th>{VIP_TEXT.maxRate}</th>
          </tr>
        </thead>
        <tbody>
          {REBATE_CATEGORIES.map((category) => (
            <tr key={category}>
              <td>{REBATE_CATEGORY_NAMES[category]}</td>
              <td>{VIP_TEXT.percent(row[category])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The player's progress towards a level: each condition on its own (deposits, turnover), and the
 * level as the promotion rule combines them (both must be met: the lesser of the two).
 */
function LevelProgressBox({
  row,
  paysum,
  flow,
}: {
  row: VipLevelRow;
  paysum: string;
  flow: string;
}) {
  const progress = levelProgress({ paysum, flow }, row);
  const conditions = [
    {
      key: 'deposit',
      label: VIP_TEXT.depositProgress,
      percent: progress.deposit,
      have: paysum,
      need: row.recharge,
    },
    {
      key: 'flow',
      label: VIP_TEXT.flowProgress,
      percent: progress.flow,
      have: flow,
      need: row.flow,
    },
  ];
  return (
    <div className="vip-progress" role="group" aria-label={VIP_TEXT.progress}>
      <div className="vip-progress__label">
        <span>{VIP_TEXT.progress}</span>
        <span className="vip-progress__percent">{progress.level}%</span>
      </div>
      <ProgressBar percent={progress.level} />
      <div className="vip-progress__conditions">
        {conditions.map((condition) => (
          <div key={condition.key} role="group" aria-label={condition.label}>
            <span className="vip-progress__name">{condition.label}</span>
            <span className="vip-progress__percent">{condition.percent}%</span>
            <span className="vip-progress__figures">
              <span>{VIP_TEXT.progressOf(condition.have, condition.need)}</span>
              {condition.percent >= 100 && <span>{VIP_TEXT.met}</span>}
            </span>
          </div>
        ))}
      </div>
      <p className="vip-note">{VIP_TEXT.bothNeeded}</p>
    </div>
  );
}

function Rules() {
  return (
    <section className="vip-card vip-rules" aria-label={VIP_TEXT.rulesTitle}>
      <h3 className="vip-card__title">{VIP_TEXT.rulesTitle}</h3>
      <ol>
        {VIP_TEXT.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </section>
  );
}

function History({ progress }: { progress: VipProgress }) {
  return (
    <section className="vip-card" aria-label={VIP_TEXT.historyTitle}>
      <h3 className="vip-card__title">{VIP_TEXT.historyTitle}</h3>
      <p className="vip-note">{VIP_TEXT.quarter(progress.quarter_flow, progress.quarter_ends)}</p>
      {progress.history.length === 0 ? (
        <p className="vip-note">{VIP_TEXT.historyEmpty}</p>
      ) : (
        <ul className="vip-history">
          {progress.history.map((change) => (
            <li key={`${change.day}-${change.from}-${change.to}`}>
              <span
                className={
                  change.kind === 'demotion' ? 'vip-kind vip-kind--down' : 'vip-kind vip-kind--up'
                }
              >
                {change.kind === 'demotion' ? VIP_TEXT.demotion : VIP_TEXT.promotion}
              </span>
              <span>{VIP_TEXT.change(change.from, change.to)}</span>
              <span className="vip-history__day">{change.day}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /iframepage, VIP详情: every level side by side, and the rules. */
export function VipDetailPage() {
  const levels = useVipLevels();
  const rows = levels.data ?? [];
  return (
    <TitledPage title={VIP_TEXT.detailTitle}>
      <div className="vip-page">
        {levels.isPending ? (
          <div className="vip-card" aria-busy="true">
            <Skeleton.Paragraph lineCount={8} animated />
          </div>
        ) : levels.isError ? (
          <ErrorBlock status="default" title={VIP_TEXT.failed} description={levels.error.message}>
            <Button color="primary" shape="rounded" onClick={() => void levels.refetch()}>
              {VIP_TEXT.retry}
            </Button>
          </ErrorBlock>
        ) : (
          <>
            <section className="vip-card" aria-label={VIP_TEXT.requirements}>
              <h3 className="vip-card__title">{VIP_TEXT.requirements}</h3>
              <table className="vip-table vip-table--wide">
                <thead>
                  <tr>
                    <th>{VIP_TEXT.allLevels}</th>
                    <th>{VIP_TEXT.recharge}</th>
                    <th>{VIP_TEXT.flow}</th>
                    <th>{VIP_TEXT.retention}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.level}>
                      <td>{VIP_TEXT.level(row.level)}</td>
                      <td>{row.recharge}</td>
                      <td>{row.flow}</td>
                      <td>{row.retention}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section className="vip-card" aria-label={VIP_TEXT.rebateTable}>
              <h3 className="vip-card__title">{VIP_TEXT.rebateTable}</h3>
              {/* scrolls sideways: a keyboard reaches it (axe scrollable-region-focusable) */}
              <div className="vip-table__scroll" tabIndex={0}>
                <table className="vip-table vip-table--wide">
                  <thead>
                    <tr>
                      <th>{VIP_TEXT.allLevels}</th>
                      {REBATE_CATEGORIES.map((category) => (
                        <th key={category}>{REBATE_CATEGORY_NAMES[category]}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.level}>
                        <td>{VIP_TEXT.level(row.level)}</td>
                        {REBATE_CATEGORIES.map((category) => (
                          <td key={category}>{VIP_TEXT.percent(row[category])}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          </>
        )}
        <Rules />
      </div>
    </TitledPage>
  );
}
