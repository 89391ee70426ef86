import { Button, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { NotOpenNotice } from '../../../components/NotOpenPage.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useUser } from '../../../lib/auth.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { HOME_TEXT } from '../strings.ts';

/** / and /home, first version: who is playing, or a way in; the game catalogue is coming. */
export function HomePage() {
  const token = useSessionToken();
  const user = useUser();
  const navigate = useNavigate();

  return (
    <TitledPage title={HOME_TEXT.title} back={false}>
      <section className="home-card">
        {token === null ? (
          <div className="home-card__guest">
            <h2>{HOME_TEXT.loggedOutTitle}</h2>
            <p>{HOME_TEXT.loggedOutBody}</p>
            <div className="home-card__actions">
              <Button color="primary" shape="rounded" onClick={() => void navigate('/login')}>
                {HOME_TEXT.login}
              </Button>
              <Button
                color="primary"
                fill="outline"
                shape="rounded"
                onClick={() => void navigate('/reg2')}
              >
                {HOME_TEXT.register}
              </Button>
            </div>
          </div>
        ) : user.data ? (
          <div className="home-card__user">
            <Avatar src={user.data.avatar} name={user.data.username} size={48} />
            <div className="home-card__names">
              <span className="home-card__greeting">{HOME_TEXT.greeting}</span>
              <strong>{user.data.username}</strong>
              {user.data.is_guest === 1 && (
                <span className="guest-badge">{HOME_TEXT.guestHint}</span>
              )}
            </div>
            <div className="home-card__balance">
              <span>{HOME_TEXT.balance}</span>
              <strong>
                <small>{HOME_TEXT.currency}</small>
                {user.data.balance}
              </strong>
            </div>
          </div>
        ) : (
          <Skeleton.Paragraph lineCount={2} animated />
        )}
      </section>
      <section className="home-catalogue">
        <h3>{HOME_TEXT.catalogue}</h3>
        <NotOpenNotice />
      </section>
    </TitledPage>
  );
}
