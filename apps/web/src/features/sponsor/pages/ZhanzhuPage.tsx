import { Button, ErrorBlock } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useSponsors } from '../api/sponsor-list.ts';
import { SPONSOR_GRADIENTS } from '../sponsors.ts';
import { SPONSOR_TEXT } from '../strings.ts';
import '../sponsor.css';

/** /zhanzhu (spec part 1 §2): the partner cards (operator content), each opening /zhanzhuye?type=N. */
export function ZhanzhuPage() {
  const sponsors = useSponsors();
  return (
    <TitledPage title={SPONSOR_TEXT.title} back={false}>
      {sponsors.isPending ? (
        <PageLoading />
      ) : sponsors.isError ? (
        <ErrorBlock status="default" title={SPONSOR_TEXT.failed} description="">
          <Button color="primary" shape="rounded" onClick={() => void sponsors.refetch()}>
            {SPONSOR_TEXT.retry}
          </Button>
        </ErrorBlock>
      ) : sponsors.data.length === 0 ? (
        <ErrorBlock status="empty" title={SPONSOR_TEXT.empty} description="" />
      ) : (
        <>
          <p className="sponsor-intro">{SPONSOR_TEXT.intro}</p>
          <ul className="sponsor-cards">
            {sponsors.data.map((sponsor) => (
              <li key={sponsor.type}>
                <Link
                  className="sponsor-card"
                  to={`/zhanzhuye?type=${sponsor.type}`}
                  style={{ background: SPONSOR_GRADIENTS[sponsor.theme] }}
                >
                  <span className="sponsor-card__mark" aria-hidden>
                    {sponsor.logo ? (
                      <img className="sponsor-card__logo" src={sponsor.logo} alt="" />
                    ) : (
                      sponsor.mark
                    )}
                  </span>
                  <span className="sponsor-card__text">
                    <span className="sponsor-card__tag">{sponsor.tagline}</span>
                    <strong className="sponsor-card__name">{sponsor.name}</strong>
                    <span className="sponsor-card__field">{sponsor.field}</span>
                  </span>
                  <span className="sponsor-card__more">
                    {SPONSOR_TEXT.more}
                    <RightOutline aria-hidden />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledPage>
  );
}
