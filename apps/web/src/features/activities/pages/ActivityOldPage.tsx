import { TitledPage } from '../../../components/TitledPage.tsx';
import { ActivityList } from '../components/ActivityList.tsx';
import { ACTIVITIES_TEXT as T } from '../strings.ts';
import '../activities.css';

/** /activity_old (spec part 1 §2, the older variant): every activity as a banner card with its title. */
export function ActivityOldPage() {
  return (
    <TitledPage title={T.title}>
      <div className="activity-page">
        <ActivityList type={0} withTitles />
      </div>
    </TitledPage>
  );
}
