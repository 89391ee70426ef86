import { ActionSheet, Button, CapsuleTabs, ErrorBlock, Skeleton, Tabs } from 'antd-mobile';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { InviteFigures, InviteInfo } from '@app/contract/agents';
import { useAppInfo } from '../../../api/app-info.ts';
import { KeyboardCapsuleTabs } from '../../../components/KeyboardCapsuleTabs.tsx';
import { PagedList } from '../../../components/PagedList.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { toast } from '../../../lib/feedback.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { useInviteInfo } from '../api/invite-info.ts';
import { useInviteIntro } from '../api/invite-intro.ts';
import { useInviteRecords } from '../api/invite-records.ts';
import { downloadDataUrl, drawPoster, qrPng } from '../poster.ts';
import { AGENTS_TEXT as T } from '../strings.ts';
import '../agents.css';

type Segment = 'link' | 'intro' | 'detail';
const SEGMENTS: readonly Segment[] = ['link', 'intro', 'detail'];

/** The registration address a friend opens: /reg2 with the player's id as `pid`. */
export function inviteLink(pid: number, location: Location = window.location): string {
  return `${location.origin}${location.pathname}#/reg2?pid=${pid}`;
}

/**
 * /inviter (spec part 1 §2 Personal screens): three segments — the invite link (with the bottom
 * sheet: save link, save image, save QR code), the bonus introduction (operator content) and the
 * detail (the downline's real figures; bonus records and friend details). Public: a visitor sees
 * the introduction and is asked to log in for the rest. `?tab=detail` opens the detail (the agent
 * login address points there until the agent centre exists).
 */
export function InviterPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const segment: Segment = SEGMENTS.includes(asked as Segment) ? (asked as Segment) : 'link';
  const loggedIn = useSessionToken() !== null;
  const [period, setPeriod] = useState(2);
  const info = useInviteInfo(period, loggedIn);

  return (
    <TitledPage title={T.inviterTitle}>
      <div className="agents-page agents-page--inviter">
        <Tabs
          className="agents-segments"
          activeKey={segment}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
        >
          {SEGMENTS.map((key) => (
            <Tabs.Tab key={key} title={T.segments[key]} />
          ))}
        </Tabs>
        {segment === 'intro' ? (
          <IntroSegment />
        ) : !loggedIn ? (
          <LoginPrompt />
        ) : info.isPending ? (
          <div className="agents-card" aria-busy="true">
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        ) : info.isError ? (
          <ErrorBlock status="default" title={T.detailFailed} description={info.error.message}>
            <Button color="primary" shape="rounded" onClick={() => void info.refetch()}>
              {T.retry}
            </Button>
          </ErrorBlock>
        ) : segment === 'link' ? (
          <LinkSegment pid={info.data.pid} />
        ) : (
          <DetailSegment period={period} onPeriod={setPeriod} />
        )}
      </div>
    </TitledPage>
  );
}

function LoginPrompt() {
  const navigate = useNavigate();
  return (
    <section className="agents-card agents-login">
      <p>{T.loginFirst}</p>
      <Button
        color="primary"
        shape="rounded"
        onClick={() => void navigate(`/login?redirect=${encodeURIComponent('/inviter')}`)}
      >
        {T.toLogin}
      </Button>
    </section>
  );
}

function LinkSegment({ pid }: { pid: number }) {
  const qr = useRef<HTMLCanvasElement>(null);
  const [open, setOpen] = useState(false);
  const app = useAppInfo();
  const link = inviteLink(pid);

  const saveLink = async () => {
    toast((await copyText(link)) ? T.copied : T.copyFailed);
  };
  const saveImage = () => {
    const canvas = qr.current;
    const poster = canvas
      ? drawPoster({
          title: app.data?.title || T.inviterTitle,
          text: T.posterText,
          idLine: T.posterId(pid),
          link,
          qr: canvas,
        })
      : null;
    toast(downloadDataUrl(poster, `invite-${pid}.png`) ? T.imageSaved : T.saveFailed);
  };
  const saveQr = () => {
    toast(downloadDataUrl(qrPng(qr.current), `invite-qr-${pid}.png`) ? T.qrSaved : T.saveFailed);
  };

  return (
    <section className="agents-card agents-link" aria-label={T.linkTitle}>
      <h2 className="agents-heading">{T.linkTitle}</h2>
      <p className="agents-muted">{T.linkHint}</p>
      <div className="agents-qr">
        <QRCodeCanvas
          ref={qr}
          value={link}
          size={360}
          marginSize={2}
          role="img"
          aria-label={T.qrLabel}
          style={{ width: 180, height: 180 }}
        />
      </div>
      <p className="agents-link__text" data-testid="invite-link">
        {link}
      </p>
      <Button block color="primary" shape="rounded" size="large" onClick={() => setOpen(true)}>
        {T.invite}
      </Button>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        extra={T.sheetTitle}
        cancelText={T.cancel}
        closeOnAction
        actions={[
          { key: 'link', text: T.saveLink, onClick: () => void saveLink() },
          { key: 'image', text: T.saveImage, onClick: saveImage },
          { key: 'qr', text: T.saveQr, onClick: saveQr },
        ]}
      />
    </section>
  );
}

function IntroSegment() {
  const intro = useInviteIntro();
  if (intro.isPending) {
    return (
      <div className="agents-card" aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (intro.isError) {
    return (
      <ErrorBlock status="default" title={T.introFailed} description={intro.error.message}>
        <Button color="primary" shape="rounded" onClick={() => void intro.refetch()}>
          {T.retry}
        </Button>
      </ErrorBlock>
    );
  }
  return (
    <section className="agents-intro" aria-label={T.segments.intro}>
      {intro.data.images.map((image) => (
        <img
          key={image.src}
          className="agents-intro__image"
          src={image.src}
          alt={image.alt}
          loading="lazy"
        />
      ))}
      {intro.data.text !== '' && (
        <div className="agents-card agents-intro__text">
          {intro.data.text.split('\n').map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
    </section>
  );
}

function Figures({ title, figures }: { title: string; figures: InviteFigures }) {
  return (
    <dl className="agents-figures" aria-label={title}>
      <div>
        <dt>{T.active}</dt>
        <dd>{figures.active}</dd>
      </div>
      <div>
        <dt>{T.newMembers}</dt>
        <dd>{figures.new_members}</dd>
      </div>
      <div>
        <dt>{T.deposits}</dt>
        <dd>{figures.deposits}</dd>
      </div>
    </dl>
  );
}

function DetailSegment({
  period,
  onPeriod,
}: {
  period: number;
  onPeriod: (period: number) => void;
}) {
  const navigate = useNavigate();
  // Its own observer: opening the segment asks for the figures again.
  const query = useInviteInfo(period, true);
  const info: InviteInfo | undefined = query.data;
  const [tab, setTab] = useState<'bonus' | 'friends'>('bonus');
  if (!info) return null;
  return (
    <div className="agents-detail">
      <section className="agents-card agents-overview" aria-label={T.segments.detail}>
        <div className="agents-overview__agent">
          {info.isagent === 1 ? (
            <span>{T.agentLine(info.level_name, info.rate)}</span>
          ) : (
            <>
              <span>{T.notAgent}</span>
              <Button
                size="mini"
                color="primary"
                fill="outline"
                onClick={() => void navigate('/applyagent')}
              >
                {T.applyAgent}
              </Button>
            </>
          )}
        </div>
        <dl className="agents-totals">
          <div>
            <dt>{T.members}</dt>
            <dd>{info.members}</dd>
          </div>
          <div>
            <dt>{T.commissionTotal}</dt>
            <dd>{info.commission_total}</dd>
          </div>
        </dl>
        <h3 className="agents-subheading">
          {T.todayTitle}
          <span className="agents-range">{T.range(info.today.from, info.today.to)}</span>
        </h3>
        <Figures title={T.todayTitle} figures={info.today} />
        <h3 className="agents-subheading">
          {T.periodTitle}
          <span className="agents-range">{T.range(info.selected.from, info.selected.to)}</span>
        </h3>
        <div className="agents-periods" role="group" aria-label={T.periodTitle}>
          {T.periods.map((p) => (
            <button
              key={p.value}
              type="button"
              className="agents-period"
              aria-pressed={period === p.value}
              onClick={() => onPeriod(p.value)}
            >
              {p.label}
            </button>
          ))}
        </div>
        <Figures title={T.periodTitle} figures={info.selected} />
        <p className="agents-note">{T.figuresNote(info.depth)}</p>
      </section>
      <KeyboardCapsuleTabs
        className="agents-record-tabs"
        activeKey={tab}
        onChange={(key) => setTab(key as 'bonus' | 'friends')}
      >
        <CapsuleTabs.Tab key="bonus" title={T.recordTabs.bonus} />
        <CapsuleTabs.Tab key="friends" title={T.recordTabs.friends} />
      </KeyboardCapsuleTabs>
      <Records key={tab} type={tab === 'bonus' ? 1 : 2} />
    </div>
  );
}

function Records({ type }: { type: 1 | 2 }) {
  const records = useInviteRecords(type);
  const rows = records.data?.pages.flatMap((page) => page.data) ?? [];
  const columns = type === 1 ? T.bonusColumns : T.friendColumns;
  return (
    <section
      className="agents-card agents-records"
      aria-label={type === 1 ? T.recordTabs.bonus : T.recordTabs.friends}
    >
      <div className="agents-records__head">
        {columns.map((c) => (
          <span key={c}>{c}</span>
        ))}
      </div>
      <PagedList
        query={records}
        rows={rows}
        renderRow={(row) => (
          <li key={`${row.dt}-${row.desc}`} className="agents-records__row">
            <span>{row.dt}</span>
            <span className="agents-records__money">{row.money}</span>
            <span className="agents-records__desc">{row.desc}</span>
          </li>
        )}
        listClassName="agents-records__list"
        cardClassName="agents-records__skeleton"
        failedTitle={T.detailFailed}
      />
    </section>
  );
}
