import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useActivityTypes } from '../api/activity-types.ts';
import { ActivityList } from '../components/ActivityList.tsx';
import { ACTIVITIES_TEXT as T } from '../strings.ts';
import '../activities.css';

const ALL = '0';

/**
 * /activity, 优惠 (spec part 1 §2 Activities): the tab 全部优惠 and one tab per activity type, and
 * the chosen tab's activities as banners. The tab is kept in the address (?type=) so that coming
 * back from an activity shows the same tab.
 */
export function ActivityPage() {
  const types = useActivityTypes();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('type') ?? ALL;
  const known = wanted === ALL || (types.data ?? []).some((t) => String(t.id) === wanted);
  const active = known ? wanted : ALL;
  return (
    <TitledPage title={T.title} back={false}>
      <div className="activity-page">
        <nav className="activity-tabs" aria-label={T.types}>
          <Tabs
            activeKey={active}
            onChange={(key) => setSearch(key === ALL ? {} : { type: key }, { replace: true })}
          >
            <Tabs.Tab key={ALL} title={T.all} />
            {(types.data ?? []).map((type) => (
              <Tabs.Tab key={String(type.id)} title={type.name} />
            ))}
          </Tabs>
        </nav>
        <ActivityList type={Number(active)} />
      </div>
    </TitledPage>
  );
}
