import { useQueryClient } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { SoundOutline, TeamOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SERVICE_SHIFTS } from '@app/contract/games-constants';
import { fillMessage } from '@app/contract/messages';
import { serviceUrlQuery } from '../../../api/service-url.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { useSupportConversation } from '../api/support-open.ts';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { ShiftList } from '../components/ShiftList.tsx';
import { useOpenShift } from '../service-links.ts';
import { SERVICE_TEXT } from '../strings.ts';
import '../service.css';

/**
 * /discover (spec part 1 §2): official news (/message) and customer service (/kefu), and the
 * conversation tab's two support shifts.
 */
export function DiscoverPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openShift = useOpenShift();
  // A player sees replies of customer service waiting to be read.
  const loggedIn = useSessionToken() !== null;
  const support = useSupportConversation({ enabled: loggedIn });
  const unread = loggedIn ? (support.data?.conversation?.unread ?? 0) : 0;

  // Ask for the shift links ahead: a tap can then open the new window at once, inside the tap,
  // where pop-up blockers let it through.
  useEffect(() => {
    for (const shift of SERVICE_SHIFTS) void queryClient.prefetchQuery(serviceUrlQuery(shift.key));
  }, [queryClient]);

  return (
    <TitledPage title={SERVICE_TEXT.discoverTitle} back={false}>
      <div className="service-page">
        <List header={SERVICE_TEXT.infoSection} mode="card" className="service-list">
          <List.Item
            prefix={
              <span className="service-list__icon service-list__icon--news" aria-hidden>
                <SoundOutline />
              </span>
            }
            description={SERVICE_TEXT.newsHint}
            onClick={() => void navigate('/message')}
          >
            {SERVICE_TEXT.news}
          </List.Item>
          <List.Item
            prefix={
              <span className="service-list__icon service-list__icon--service" aria-hidden>
                <TeamOutline />
              </span>
            }
            description={SERVICE_TEXT.serviceHint}
            extra={
              unread > 0 ? (
                <span className="service-unread">
                  {fillMessage(SERVICE_TEXT.unreadReplies, { n: unread })}
                </span>
              ) : undefined
            }
            onClick={() => void navigate('/kefu')}
          >
            {SERVICE_TEXT.service}
          </List.Item>
        </List>
        <ShiftList header={SERVICE_TEXT.conversation} onOpen={(shift) => void openShift(shift)} />
      </div>
    </TitledPage>
  );
}
