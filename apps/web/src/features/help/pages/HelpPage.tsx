import { List } from 'antd-mobile';
import { QuestionCircleOutline, TeamOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { ARTICLE_TYPES } from '@app/contract/profile-constants';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { HELP_TEXT } from '../strings.ts';
import '../help.css';

/**
 * /boutBallBet, the help centre (spec part 1 §2): a link to each article (/boutBallBetInfo?type=N,
 * in the spec's order) and to a person (/kefu).
 */
export function HelpPage() {
  const navigate = useNavigate();
  return (
    <TitledPage title={HELP_TEXT.title}>
      <div className="help-page">
        <List header={HELP_TEXT.articles} mode="card" className="help-list">
          {ARTICLE_TYPES.map(({ type, title }) => (
            <List.Item
              key={type}
              prefix={<QuestionCircleOutline aria-hidden />}
              onClick={() => void navigate(`/boutBallBetInfo?type=${type}`)}
            >
              {title}
            </List.Item>
          ))}
        </List>
        <List mode="card" className="help-list">
          <List.Item
            prefix={<TeamOutline aria-hidden />}
            description={HELP_TEXT.serviceHint}
            onClick={() => void navigate('/kefu')}
          >
            {HELP_TEXT.service}
          </List.Item>
        </List>
      </div>
    </TitledPage>
  );
}
