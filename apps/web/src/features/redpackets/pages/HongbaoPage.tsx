import { Button, CenterPopup, ErrorBlock, PullToRefresh, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useAppInfo } from '../../../api/app-info.ts';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useDrawRedPacket } from '../api/draw-red-packet.ts';
import { useUserRedPacket, type UserRedPacket } from '../api/user-red-packet.ts';
import { REDPACKETS_TEXT as T } from '../strings.ts';
import '../redpackets.css';

/** The red packet window's state (GET /api/userredpacket `state`). */
export const RED_PACKET_STATE = { notStarted: 0, open: 1, finished: 2 } as const;

type Popup = { kind: 'notQualified' } | { kind: 'won'; money: string };

/**
 * What a tap on 抢红包 leads to before any call (spec part 1 §4): undefined means draw. The button
 * is offered only while the window is open, so the one check left is the draws.
 */
export function popupBeforeDraw(info: UserRedPacket): Popup | undefined {
  if (info.sendnums <= 0) return { kind: 'notQualified' };
  return undefined;
}

/**
 * /hongbao, 红包 (spec part 1 §2 Red packet): draws left, drawn, maximum, the rules table, the
 * window, the draw button and its four popups; 红包已关闭 while appInfo.redpacket_switch is 0. The
 * route asks a visitor to log in (loginPrompt 'confirm').
 */
export function HongbaoPage() {
  const appInfo = useAppInfo();
  const closed = appInfo.data?.redpacket_switch === 0;
  const info = useUserRedPacket({ enabled: appInfo.data !== undefined && !closed });
  return (
    <TitledPage title={T.title}>
      <div className="redpackets-page">
        {closed ? (
          <ErrorBlock status="empty" title={T.closed} description="" />
        ) : info.isError ? (
          <ErrorBlock status="default" title={T.failed} description={info.error.message}>
            <Button color="primary" shape="rounded" onClick={() => void info.refetch()}>
              {T.retry}
            </Button>
          </ErrorBlock>
        ) : info.data ? (
          <PullToRefresh
            onRefresh={async () => {
              await info.refetch();
            }}
          >
            <RedPacket info={info.data} />
          </PullToRefresh>
        ) : (
          <div className="redpackets-card" aria-busy="true">
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        )}
      </div>
    </TitledPage>
  );
}

function RedPacket({ info }: { info: UserRedPacket }) {
  const [popup, setPopup] = useState<Popup | null>(null);
  const draw = useDrawRedPacket();
  const onDraw = () => {
    if (draw.isPending) return;
    const before = popupBeforeDraw(info);
    if (before) {
      setPopup(before);
      return;
    }
    draw.mutate(undefined, {
      onSuccess: (data) => setPopup({ kind: 'won', money: data.redpacketmoney }),
    });
  };
  return (
    <>
      <section className="redpackets-hero">
        <dl className="redpackets-counts" aria-label={T.counts}>
          <div>
            <dt>{T.sendnums}</dt>
            <dd>{info.sendnums}</dd>
          </div>
          <div>
            <dt>{T.acquirednum}</dt>
            <dd>{info.acquirednum}</dd>
          </div>
          <div>
            <dt>{T.maxTimes}</dt>
            <dd>{info.max_times}</dd>
          </div>
        </dl>
        {info.state === RED_PACKET_STATE.open ? (
          <button
            type="button"
            className="redpackets-draw"
            onClick={onDraw}
            disabled={draw.isPending}
            aria-busy={draw.isPending}
          >
            {draw.isPending ? T.drawing : T.draw}
          </button>
        ) : (
          // Outside the window there is nothing to tap: the disc says so, and when it next opens.
          <div className="redpackets-shut" role="status">
            <span className="redpackets-draw redpackets-draw--shut" aria-hidden="true">
              {info.state === RED_PACKET_STATE.notStarted ? T.shutNotStarted : T.shutFinished}
            </span>
            <p className="redpackets-next">
              {info.state === RED_PACKET_STATE.notStarted
                ? T.opensToday(info.start_time, info.end_time)
                : T.opensTomorrow(info.start_time, info.end_time)}
            </p>
          </div>
        )}
        <p className="redpackets-window">{T.window(info.start_time, info.end_time)}</p>
      </section>
      <RulesTable rules={info.rules} />
      <DrawPopup popup={popup} onClose={() => setPopup(null)} />
    </>
  );
}

/** The packets' rules: time, recharge, day's turnover, count and amounts. */
function RulesTable({ rules }: { rules: UserRedPacket['rules'] }) {
  return (
    <section className="redpackets-card" aria-label={T.rulesTitle}>
      <h3 className="redpackets-card__title">{T.rulesTitle}</h3>
      <table className="redpackets-table">
        <thead>
          <tr>
            <th>{T.rules.time}</th>
            <th>{T.rules.recharge}</th>
            <th>{T.rules.dayFlow}</th>
            <th>{T.rules.nums}</th>
            <th>{T.rules.money}</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule, index) => (
            <tr key={index}>
              <td>
                {rule.start_time}-{rule.end_time}
              </td>
              <td>{rule.recharge}</td>
              <td>{rule.day_flow}</td>
              <td>{rule.nums}</td>
              <td>{T.range(rule.min_money, rule.flow_money)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What a draw came to (or why there was none), until closed. */
function DrawPopup({ popup, onClose }: { popup: Popup | null; onClose: () => void }) {
  return (
    <CenterPopup visible={popup !== null} onMaskClick={onClose}>
      {popup && (
        <div
          className={`redpackets-popup redpackets-popup--${popup.kind}`}
          role="dialog"
          aria-label={T.title}
        >
          {popup.kind === 'won' ? (
            <>
              <p>{T.won}</p>
              <p className="redpackets-popup__money">{T.wonAmount(popup.money)}</p>
            </>
          ) : (
            <p>{T.notQualified}</p>
          )}
          <Button block shape="rounded" color="danger" onClick={onClose}>
            {T.ok}
          </Button>
        </div>
      )}
    </CenterPopup>
  );
}
