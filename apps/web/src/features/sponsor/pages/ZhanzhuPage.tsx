import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { SPONSORS } from '../sponsors.ts';
import { SPONSOR_TEXT } from '../strings.ts';
import '../sponsor.css';

/** /zhanzhu (spec part 1 §2): the two partner cards, each opening /zhanzhuye?type=N. */
export function ZhanzhuPage() {
  return (
    <TitledPage title={SPONSOR_TEXT.title} back={false}>
      <p className="sponsor-intro">{SPONSOR_TEXT.intro}</p>
      <ul className="sponsor-cards">
        {SPONSORS.map((sponsor) => (
          <li key={sponsor.type}>
            <Link
              className="sponsor-card"
              to={`/zhanzhuye?type=${sponsor.type}`}
              style={{ background: sponsor.gradient }}
            >
              <span className="sponsor-card__mark" aria-hidden>
                {sponsor.mark}
              </span>
              <span className="sponsor-card__text">
                <span className="sponsor-card__tag">{SPONSOR_TEXT.sample}</span>
                <strong className="sponsor-card__name">{sponsor.name}</strong>
                <span className="sponsor-card__field">
                  {sponsor.field} · {sponsor.tagline}
                </span>
              </span>
              <span className="sponsor-card__more">
                {SPONSOR_TEXT.more}
                <RightOutline aria-hidden />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledPage>
  );
}
