import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useSponsors } from '../api/sponsor-list.ts';
import { SPONSOR_GRADIENTS, sponsorOf } from '../sponsors.ts';
import { SPONSOR_TEXT } from '../strings.ts';
import '../sponsor.css';

/**
 * /zhanzhuye?type=1|2 (spec part 1 §2). The spec embeds an external sponsor page; we have none,
 * so the partner's detail is operator content (POST /api/sponsorList), shown as text. A type with
 * no partner: '空空如也'.
 */
export function ZhanzhuyePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sponsors = useSponsors();

  if (sponsors.isPending) {
    return (
      <TitledPage title={SPONSOR_TEXT.detailTitle}>
        <PageLoading />
      </TitledPage>
    );
  }
  if (sponsors.isError) {
    return (
      <TitledPage title={SPONSOR_TEXT.detailTitle}>
        <ErrorBlock status="default" title={SPONSOR_TEXT.failed} description="">
          <Button color="primary" shape="rounded" onClick={() => void sponsors.refetch()}>
            {SPONSOR_TEXT.retry}
          </Button>
        </ErrorBlock>
      </TitledPage>
    );
  }
  const sponsor = sponsorOf(sponsors.data, params.get('type'));
  if (!sponsor) {
    return (
      <TitledPage title={SPONSOR_TEXT.detailTitle}>
        <ErrorBlock status="empty" title={SPONSOR_TEXT.empty} description="">
          <Button color="primary" shape="rounded" onClick={() => void navigate('/zhanzhu')}>
            {SPONSOR_TEXT.backToList}
          </Button>
        </ErrorBlock>
      </TitledPage>
    );
  }

  return (
    <TitledPage title={sponsor.name}>
      <article className="sponsor-detail">
        <div
          className="sponsor-detail__banner"
          style={{ background: SPONSOR_GRADIENTS[sponsor.theme] }}
        >
          <span className="sponsor-card__mark sponsor-card__mark--large" aria-hidden>
            {sponsor.logo ? (
              <img className="sponsor-card__logo" src={sponsor.logo} alt="" />
            ) : (
              sponsor.mark
            )}
          </span>
          <span className="sponsor-card__tag">{sponsor.tagline}</span>
        </div>
        <h2 className="sponsor-detail__title">{sponsor.name}</h2>
        <p className="sponsor-detail__field">
          {sponsor.field} · {sponsor.tagline}
        </p>
        {sponsor.facts.length > 0 && (
          <dl className="sponsor-detail__facts">
            {sponsor.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {sponsor.paragraphs.map((text, index) => (
          <p key={index} className="sponsor-detail__text">
            {text}
          </p>
        ))}
      </article>
    </TitledPage>
  );
}
