import { Button, ErrorBlock, PullToRefresh, Skeleton } from 'antd-mobile';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  EXCLUSION_TERM_MONTHS,
  EXCLUSION_TERMS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MINUTES,
  TIMEOUT_DAYS,
  type ExclusionTerm,
  type LimitKind,
  type LimitPeriod,
} from '@app/contract/protection-constants';
import type { PendingChange } from '@app/contract/protection';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { confirm, toast } from '../../../lib/feedback.ts';
import { useProtectionChange } from '../api/protection-changes.ts';
import { useProtectionStatus, type ProtectionStatusData } from '../api/protection-status.ts';
import { addMonths } from '@app/domain/calendar';
import { beijingMinute, limitOf, parseLimitAmount } from '../rules.ts';
import { minutesText, PROTECTION_TEXT as T } from '../strings.ts';
import '../protection.css';

type Change = ReturnType<typeof useProtectionChange>;

/**
 * /responsible (ours, DESIGN §12; the help centre's 责任博彩 article points here): deposit and
 * loss limits over 24 hours / 7 days / 30 days with what counts against them now, the session
 * time limit and the reality-check interval, a time-out and self-exclusion (each behind a dialog
 * saying what it means), and the block in force. Lowering is in force at once (已生效); raising or
 * removing waits 24 hours and is then confirmed a second time here.
 */
export function ResponsiblePage() {
  const status = useProtectionStatus();
  const change = useProtectionChange();

  return (
    <TitledPage title={T.title}>
      <div className="protection-page">
        <PullToRefresh
          onRefresh={async () => {
            await status.refetch();
          }}
          pullingText={T.pullToRefresh}
          canReleaseText={T.releaseToRefresh}
          refreshingText={T.refreshing}
          completeText={T.refreshed}
        >
          {status.data ? (
            <Settings status={status.data} change={change} />
          ) : status.isError ? (
            <ErrorBlock status="default" title={T.loadFailed} description={status.error.message}>
              <Button color="primary" size="small" onClick={() => void status.refetch()}>
                {T.retry}
              </Button>
            </ErrorBlock>
          ) : (
            <SettingsSkeleton />
          )}
        </PullToRefresh>
      </div>
    </TitledPage>
  );
}

function Settings({ status, change }: { status: ProtectionStatusData; change: Change }) {
  return (
    <>
      {status.block ? (
        <BlockBanner block={status.block} />
      ) : (
        <p className="protection-intro">{T.intro}</p>
      )}
      {LIMIT_KINDS.map((kind) => (
        <LimitSection key={kind} kind={kind} status={status} change={change} />
      ))}
      <TimeSection status={status} change={change} />
      {/* A permanent exclusion can be neither lengthened nor replaced. */}
      {!(status.block && status.block.until === null) && (
        <>
          <TimeoutSection status={status} change={change} />
          <ExclusionSection status={status} change={change} />
        </>
      )}
    </>
  );
}

function BlockBanner({ block }: { block: NonNullable<ProtectionStatusData['block']> }) {
  const until = block.until === null ? null : block.until.slice(0, 16);
  return (
    <div className="protection-block" role="status" data-testid="protection-block">
      <strong>
        {block.kind === 'timeout' ? T.blockTimeout(until) : T.blockExclusion(until)}
        {block.by === 'operator' ? T.blockByOperator : ''}
      </strong>
      <p>{T.blockRules}</p>
      {until !== null && <p>{T.lengthen}</p>}
    </div>
  );
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="protection-card" aria-labelledby={id}>
      <h2 id={id} className="protection-card__title">
        {title}
      </h2>
      <p className="protection-card__hint">{hint}</p>
      {children}
    </section>
  );
}

// ---- money limits --------------------------------------------------------------------------------

function LimitSection({
  kind,
  status,
  change,
}: {
  kind: LimitKind;
  status: ProtectionStatusData;
  change: Change;
}) {
  return (
    <Section title={T.kind[kind]} hint={T.kindHint[kind]}>
      <ul className="protection-rows">
        {LIMIT_PERIODS.map((period) => (
          <LimitRow key={period} kind={kind} period={period} status={status} change={change} />
        ))}
      </ul>
    </Section>
  );
}

function LimitRow({
  kind,
  period,
  status,
  change,
}: {
  kind: LimitKind;
  period: LimitPeriod;
  status: ProtectionStatusData;
  change: Change;
}) {
  const limit = limitOf(status, kind, period);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  if (!limit) return null;
  const label = `${T.period[period]}${T.kind[kind]}`;

  const send = (amount: string | null) => {
    change.mutate(
      { call: 'limit', payload: { kind, period, amount } },
      {
        onSuccess: (next) => {
          setEditing(false);
          const now = limitOf(next, kind, period);
          toast(now?.pending ? T.queued : T.lowered, 'success');
        },
      },
    );
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseLimitAmount(text);
    if (amount === null) {
      toast(T.amountInvalid);
      return;
    }
    send(amount);
  };

  return (
    <li className="protection-row" aria-label={label}>
      <div className="protection-row__main">
        <span className="protection-row__period">{T.period[period]}</span>
        <LimitFigures kind={kind} period={period} limit={limit} />
        {!editing && (
          <EditButton
            set={limit.amount !== null}
            label={label}
            onEdit={() => {
              setText(limit.amount ?? '');
              setEditing(true);
            }}
          />
        )}
      </div>
      {editing && (
        <LimitEditor
          label={T.amountLabel(T.kind[kind], T.period[period])}
          text={text}
          onText={setText}
          busy={change.isPending}
          removable={limit.amount !== null}
          onSave={save}
          onRemove={() => send(null)}
          onCancel={() => setEditing(false)}
        />
      )}
      {limit.pending && (
        <Pending
          pending={limit.pending}
          text={T.pendingRaise(limit.pending.value)}
          change={change}
          label={label}
        />
      )}
    </li>
  );
}

/** A limit's amount (or none) and how much of it is used. */
function LimitFigures({
  kind,
  period,
  limit,
}: {
  kind: LimitKind;
  period: LimitPeriod;
  limit: NonNullable<ReturnType<typeof limitOf>>;
}) {
  return (
    <span className="protection-row__figures">
      <span className="protection-row__amount" data-testid={`limit-${kind}-${period}`}>
        {limit.amount === null ? T.noLimit : T.limitOf(limit.amount)}
      </span>
      <span className="protection-row__used">
        {kind === 'loss' ? T.usedLoss(limit.used) : T.used(limit.used)}
      </span>
    </span>
  );
}

/** 设置 a limit not set yet, 修改 one that is. */
function EditButton({ set, label, onEdit }: { set: boolean; label: string; onEdit: () => void }) {
  return (
    <Button
      size="mini"
      fill="outline"
      color="primary"
      shape="rounded"
      aria-label={`${set ? T.edit : T.set}${label}`}
      onClick={onEdit}
    >
      {set ? T.edit : T.set}
    </Button>
  );
}

/** A limit's new amount being typed: save, remove (when one is set) or cancel. */
function LimitEditor({
  label,
  text,
  onText,
  busy,
  removable,
  onSave,
  onRemove,
  onCancel,
}: {
  label: string;
  text: string;
  onText: (text: string) => void;
  busy: boolean;
  removable: boolean;
  onSave: (event: FormEvent) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const inputId = useId();
  return (
    <form className="protection-edit" onSubmit={onSave} noValidate>
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="protection-edit__input"
        inputMode="decimal"
        autoComplete="off"
        placeholder={T.amountPlaceholder}
        value={text}
        maxLength={13}
        onChange={(event) => onText(event.target.value)}
      />
      <Button size="small" color="primary" type="submit" loading={busy}>
        {T.save}
      </Button>
      {removable && (
        <Button size="small" onClick={onRemove} disabled={busy}>
          {T.remove}
        </Button>
      )}
      <Button size="small" fill="none" onClick={onCancel}>
        {T.cancel}
      </Button>
    </form>
  );
}

/** A raise or removal waiting for its second confirmation: its time, 确认 once ready, 取消. */
function Pending({
  pending,
  text,
  label,
  change,
}: {
  pending: PendingChange;
  text: string;
  label: string;
  change: Change;
}) {
  const act = (which: 'confirm' | 'cancel') =>
    change.mutate(
      { call: which, payload: { id: pending.id } },
      { onSuccess: () => toast(which === 'confirm' ? T.confirmed : T.cancelled, 'success') },
    );
  return (
    <div className="protection-pending" role="group" aria-label={`${label}${text}`}>
      <div className="protection-pending__text">
        <span>{text}</span>
        <span className="protection-pending__when">
          {pending.ready === 1 ? T.pendingReady : T.pendingWait(pending.effective_at)}
        </span>
      </div>
      {pending.ready === 1 && (
        <Button size="mini" color="primary" shape="rounded" onClick={() => act('confirm')}>
          {T.confirmChange}
        </Button>
      )}
      <Button size="mini" shape="rounded" onClick={() => act('cancel')}>
        {T.cancelChange}
      </Button>
    </div>
  );
}

// ---- time ------------------------------------------------------------------------------------

/** A row of choices as toggle buttons (keyboard reachable, pressed state read out). */
function Choices<V extends string | number>({
  label,
  options,
  value,
  onPick,
  disabled,
  columns = 4,
}: {
  columns?: 3 | 4;
  label: string;
  options: readonly { value: V; label: string }[];
  value: V | null;
  onPick: (value: V) => void;
  disabled?: boolean;
}) {
  return (
    <div
      className={`protection-choices protection-choices--${columns}`}
      role="group"
      aria-label={label}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="protection-choice"
          aria-pressed={option.value === value}
          disabled={disabled}
          onClick={() => onPick(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

function TimeSection({ status, change }: { status: ProtectionStatusData; change: Change }) {
  const sessionOptions = [
    { value: 0, label: T.unlimited },
    ...SESSION_LIMIT_MINUTES.map((m) => ({ value: m as number, label: minutesText(m) })),
  ];
  const realityOptions = REALITY_CHECK_MINUTES.map((m) => ({
    value: m as number,
    label: minutesText(m),
  }));
  const pickSession = (minutes: number) => {
    const next = minutes === 0 ? null : minutes;
    if (next === status.session_minutes) return;
    change.mutate(
      { call: 'session', payload: { minutes: next } },
      { onSuccess: (s) => toast(s.session_pending ? T.queued : T.lowered, 'success') },
    );
  };
  return (
    <Section title={T.timeTitle} hint={T.timeHint}>
      <h3 className="protection-sub">{T.sessionLimit}</h3>
      <p className="protection-card__hint">{T.sessionHint}</p>
      <Choices
        label={T.sessionLimit}
        options={sessionOptions}
        value={status.session_minutes ?? 0}
        onPick={pickSession}
        disabled={change.isPending}
      />
      {status.session_pending && (
        <Pending
          pending={status.session_pending}
          text={T.pendingSession(status.session_pending.value)}
          label={T.sessionLimit}
          change={change}
        />
      )}
      <h3 className="protection-sub">{T.reality}</h3>
      <p className="protection-card__hint">{T.realityHint}</p>
      <Choices
        columns={3}
        label={T.reality}
        options={realityOptions}
        value={status.reality_minutes}
        onPick={(minutes) => {
          if (minutes === status.reality_minutes) return;
          change.mutate(
            { call: 'reality', payload: { minutes } },
            { onSuccess: () => toast(T.realitySaved, 'success') },
          );
        }}
        disabled={change.isPending}
      />
    </Section>
  );
}

// ---- time-out and self-exclusion ---------------------------------------------------------------

function TimeoutSection({ status, change }: { status: ProtectionStatusData; change: Change }) {
  const [days, setDays] = useState<number>(TIMEOUT_DAYS[0]);
  const start = async () => {
    const until = beijingMinute(status.now + days * 24 * 3_600_000);
    const yes = await confirm({
      title: T.timeoutAsk(T.days(days)),
      content: T.timeoutMeaning(until),
      confirmText: T.timeoutStart,
      cancelText: T.goOn,
      label: T.timeoutAsk(T.days(days)),
    });
    if (!yes) return;
    change.mutate(
      { call: 'timeout', payload: { days } },
      { onSuccess: () => toast(T.timeoutStarted, 'success') },
    );
  };
  return (
    <Section title={T.timeoutTitle} hint={T.timeoutHint}>
      <Choices
        columns={3}
        label={T.timeoutTitle}
        options={TIMEOUT_DAYS.map((d) => ({ value: d as number, label: T.days(d) }))}
        value={days}
        onPick={setDays}
      />
      <Button
        block
        shape="rounded"
        color="warning"
        fill="outline"
        className="protection-action"
        disabled={change.isPending}
        onClick={() => void start()}
      >
        {status.block ? T.timeoutLonger : T.timeoutStart}
      </Button>
    </Section>
  );
}

function ExclusionSection({ status, change }: { status: ProtectionStatusData; change: Change }) {
  const [term, setTerm] = useState<ExclusionTerm>(EXCLUSION_TERMS[0]);
  const start = async () => {
    const until =
      term === 'forever' ? null : beijingMinute(addMonths(status.now, EXCLUSION_TERM_MONTHS[term]));
    const first = await confirm({
      title: T.exclusionAsk(T.term[term]),
      content: T.exclusionMeaning(until),
      confirmText: T.ok,
      cancelText: T.goOn,
      label: T.exclusionAsk(T.term[term]),
    });
    if (!first) return;
    const second = await confirm({
      title: T.exclusionAgain,
      content: T.exclusionAgainText,
      confirmText: T.startAnyway,
      cancelText: T.goOn,
      label: T.exclusionAgain,
    });
    if (!second) return;
    change.mutate(
      { call: 'exclude', payload: { term } },
      { onSuccess: () => toast(T.exclusionStarted, 'success') },
    );
  };
  return (
    <Section title={T.exclusionTitle} hint={T.exclusionHint}>
      <Choices
        label={T.exclusionTitle}
        options={EXCLUSION_TERMS.map((t) => ({ value: t, label: T.term[t] }))}
        value={term}
        onPick={setTerm}
      />
      <Button
        block
        shape="rounded"
        color="danger"
        fill="outline"
        className="protection-action"
        disabled={change.isPending}
        onClick={() => void start()}
      >
        {status.block ? T.exclusionLonger : T.exclusionStart}
      </Button>
    </Section>
  );
}

/** The loading state: the same cards at their usual heights, so nothing moves when data lands. */
function SettingsSkeleton() {
  return (
    <div aria-busy="true">
      <div className="protection-intro protection-intro--skeleton">
        <Skeleton.Paragraph lineCount={2} animated />
      </div>
      {[0, 1, 2].map((n) => (
        <div key={n} className="protection-card protection-card--skeleton">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      ))}
    </div>
  );
}
