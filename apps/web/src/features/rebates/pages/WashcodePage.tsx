import { Button, ErrorBlock, PullToRefresh, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { RebateInfo } from '@app/contract/rewards';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { loginPath } from '../../../lib/redirect.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { useClaimRebate } from '../api/claim-rebate.ts';
import { useRebateInfo } from '../api/rebate-info.ts';
import { REBATES_TEXT as T } from '../strings.ts';
import '../rebates.css';

/**
 * /washcode, 实时返水 (spec part 2 §2 Real-time rebate): the player's level and rebate percent,
 * today's figures, the claim button, the steps and the wash note, and links to the VIP detail and
 * the wash code records. In the main layout; a visitor is asked to log in.
 */
export function WashcodePage() {
  const token = useSessionToken();
  const navigate = useNavigate();
  return (
    <TitledPage title={T.washTitle}>
      <div className="rebates-page">
        {token === null ? (
          <section className="rebates-card rebates-visitor">
            <p>{T.visitor}</p>
            <Button
              color="primary"
              shape="rounded"
              onClick={() => void navigate(loginPath('/washcode'))}
            >
              {T.login}
            </Button>
          </section>
        ) : (
          <WashFigures />
        )}
        <section className="rebates-card" aria-label={T.stepsTitle}>
          <h3 className="rebates-card__title">{T.stepsTitle}</h3>
          <ol className="rebates-steps">
            {T.steps.map((step, index) => (
              <li key={step}>
                <span className="rebates-steps__no">{index + 1}</span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </section>
        <section className="rebates-card" aria-label={T.notesTitle}>
          <h3 className="rebates-card__title">{T.notesTitle}</h3>
          <ul className="rebates-notes">
            {T.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
        <nav className="rebates-links">
          <Button shape="rounded" onClick={() => void navigate('/iframepage')}>
            {T.detailLink}
          </Button>
          <Button shape="rounded" onClick={() => void navigate('/washcodeRecords')}>
            {T.recordsLink}
          </Button>
        </nav>
      </div>
    </TitledPage>
  );
}

function WashFigures() {
  const info = useRebateInfo();
  const claim = useClaimRebate();
  if (info.isPending)
    return (
      <section className="rebates-card" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </section>
    );
  if (info.isError)
    return (
      <ErrorBlock status="default" title={T.failed} description={info.error.message}>
        <Button color="primary" shape="rounded" onClick={() => void info.refetch()}>
          {T.retry}
        </Button>
      </ErrorBlock>
    );
  const data: RebateInfo = info.data;
  const figures = [
    { label: T.dayliu, value: data.dayliu },
    { label: T.daixi, value: data.daixi },
    { label: T.cailiu, value: data.cailiu },
    { label: T.fanshui, value: data.fanshui },
  ];
  return (
    <PullToRefresh
      onRefresh={async () => {
        await info.refetch();
      }}
    >
      <section className="rebates-hero" aria-label={T.figures}>
        <div className="rebates-hero__level">
          <span className="vip-badge">{T.vip(data.vip)}</span>
          {data.vipname && data.vipname !== T.vip(data.vip) && (
            <span className="rebates-hero__name">{data.vipname}</span>
          )}
          <span className="rebates-hero__rate">{T.rate(data.joker)}</span>
        </div>
        <dl className="rebates-figures">
          {figures.map((figure) => (
            <div key={figure.label} className="rebates-figures__item">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className="rebates-hero__accrued">{T.accrued(data.accrued)}</p>
        <Button
          block
          className="rebates-claim"
          shape="rounded"
          loading={claim.isPending}
          onClick={() => claim.claim(data.fanshui)}
        >
          {T.claim}
        </Button>
      </section>
    </PullToRefresh>
  );
}
