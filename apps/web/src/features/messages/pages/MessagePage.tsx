import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { UnreadBadge } from '../../../components/UnreadBadge.tsx';
import { InboxList } from '../components/InboxList.tsx';
import { NoticeList } from '../components/NoticeList.tsx';
import { MESSAGES_TEXT as T } from '../strings.ts';
import '../messages.css';

/** The query's tab: '2' is the inbox, anything else the announcements (spec part 1 §2). */
export function tabOf(type: string | null): '1' | '2' {
  return type === '2' ? '2' : '1';
}

/**
 * /message?type=, 消息中心 (spec part 1 §2): tab 1 announcements, tab 2 the inbox (站内信) with
 * its unread count. The query chooses the tab, and choosing a tab changes the query.
 */
export function MessagePage() {
  const [params, setParams] = useSearchParams();
  const active = tabOf(params.get('type'));
  return (
    <TitledPage title={T.title}>
      <div className="messages-page">
        <Tabs
          className="messages-tabs"
          activeKey={active}
          onChange={(key) => setParams({ type: tabOf(key) }, { replace: true })}
        >
          <Tabs.Tab key="1" title={T.tabNotices}>
            {active === '1' && <NoticeList />}
          </Tabs.Tab>
          <Tabs.Tab
            key="2"
            title={
              <span className="messages-tabs__inbox">
                {T.tabInbox}
                <UnreadBadge />
              </span>
            }
          >
            {active === '2' && <InboxList />}
          </Tabs.Tab>
        </Tabs>
      </div>
    </TitledPage>
  );
}
