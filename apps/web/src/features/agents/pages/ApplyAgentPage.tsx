import { Button, ErrorBlock, Input, Skeleton, TextArea } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  AGENT_APPLICATION_STATES as STATE,
  AGENT_MOBILE_PATTERN,
  AGENT_REASON_MAX,
} from '@app/contract/agents-constants';
import type { UserInfo } from '@app/contract/api';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/feedback.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { useApplyAgent } from '../api/apply-agent.ts';
import { useApplyAgentInfo } from '../api/apply-agent-info.ts';
import { AGENTS_TEXT as T } from '../strings.ts';
import '../agents.css';

/**
 * /applyagent (spec part 1 §2 Personal screens, §5): read-only username and real name, editable
 * contact (a mainland mobile) and reason, button 加入我们 → POST /api/applyagentdo. Where the
 * player's application stands is shown above the form (ours): pending (no form), refused (with
 * the operator's reason; the form is open again) or already an agent. Public route (spec route
 * table): a visitor is asked to log in.
 */
export function ApplyAgentPage() {
  const loggedIn = useSessionToken() !== null;
  const user = useUser();
  const info = useApplyAgentInfo(loggedIn);
  const apply = useApplyAgent();
  const [mobile, setMobile] = useState('');
  const [reason, setReason] = useState('');

  const application = info.data?.application ?? null;
  const isAgent = info.data?.isagent === 1 || user.data?.isagent === 1;
  const pending = application?.state === STATE.pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    const phone = mobile.trim();
    if (!AGENT_MOBILE_PATTERN.test(phone)) return toast(T.mobileInvalid);
    if (reason.trim() === '') return toast(T.reasonRequired);
    apply.mutate(
      { mobile: phone, apply_info: reason.trim() },
      { onSuccess: () => toast(T.applied, 'success') },
    );
  };

  let body;
  if (!loggedIn) {
    body = <LoginToApply />;
  } else if (info.isPending || user.isPending) {
    body = (
      <div className="agents-card" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  } else if (info.isError) {
    body = (
      <ErrorBlock status="default" title={T.detailFailed} description={info.error.message}>
        <Button color="primary" shape="rounded" onClick={() => void info.refetch()}>
          {T.retry}
        </Button>
      </ErrorBlock>
    );
  } else if (isAgent) {
    body = <AlreadyAgent />;
  } else {
    body = (
      <>
        {application && (
          <section className="agents-card agents-status" aria-label={T.statusTitle}>
            <p className="agents-status__text">
              {pending ? T.pending : T.refused(application.remark)}
            </p>
            <p className="agents-status__meta">
              {T.submittedAt} {application.created_at} · {application.state_name}
            </p>
          </section>
        )}
        {!pending && (
          <ApplicationForm
            user={user.data}
            mobile={mobile}
            onMobile={setMobile}
            reason={reason}
            onReason={setReason}
            busy={apply.isPending}
            onSubmit={submit}
          />
        )}
      </>
    );
  }

  return (
    <TitledPage title={T.applyTitle}>
      <div className="agents-page">
        <p className="agents-lead">{T.applyIntro}</p>
        {body}
      </div>
    </TitledPage>
  );
}

/** A visitor is asked to log in, and comes back here after. */
function LoginToApply() {
  const navigate = useNavigate();
  return (
    <section className="agents-card agents-login">
      <p>{T.loginToApply}</p>
      <Button
        color="primary"
        shape="rounded"
        onClick={() => void navigate(`/login?redirect=${encodeURIComponent('/applyagent')}`)}
      >
        {T.toLogin}
      </Button>
    </section>
  );
}

/** An agent already: the way to the invitation page's detail. */
function AlreadyAgent() {
  const navigate = useNavigate();
  return (
    <section className="agents-card agents-status agents-status--ok" aria-label={T.statusTitle}>
      <p className="agents-status__text">{T.alreadyAgent}</p>
      <Button
        color="primary"
        shape="rounded"
        block
        onClick={() => void navigate('/inviter?tab=detail')}
      >
        {T.toInviter}
      </Button>
    </section>
  );
}

/** The application: read-only username and real name, the contact mobile and the reason. */
function ApplicationForm({
  user,
  mobile,
  onMobile,
  reason,
  onReason,
  busy,
  onSubmit,
}: {
  user: UserInfo | undefined;
  mobile: string;
  onMobile: (mobile: string) => void;
  reason: string;
  onReason: (reason: string) => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const ids = { name: useId(), real: useId(), mobile: useId(), reason: useId() };
  return (
    <form className="agents-form" onSubmit={onSubmit} noValidate>
      <div className="agents-card agents-fields">
        <div className="agents-row">
          <label htmlFor={ids.name}>{T.username}</label>
          <Input id={ids.name} value={user?.username ?? ''} readOnly />
        </div>
        <div className="agents-row">
          <label htmlFor={ids.real}>{T.realname}</label>
          <Input id={ids.real} value={user?.realname ?? ''} readOnly />
        </div>
        <div className="agents-row">
          <label htmlFor={ids.mobile}>{T.mobile}</label>
          <Input
            id={ids.mobile}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder={T.mobilePlaceholder}
            value={mobile}
            onChange={onMobile}
            clearable
          />
        </div>
        <div className="agents-row agents-row--area">
          <label htmlFor={ids.reason}>{T.reason}</label>
          <TextArea
            id={ids.reason}
            placeholder={T.reasonPlaceholder}
            value={reason}
            onChange={onReason}
            maxLength={AGENT_REASON_MAX}
            rows={4}
            showCount
          />
        </div>
      </div>
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={busy}>
        {T.join}
      </Button>
    </form>
  );
}
