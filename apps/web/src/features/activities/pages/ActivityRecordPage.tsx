import { PagedList } from '../../../components/PagedList.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useApplyLog, type ApplyLogRow } from '../api/apply-log.ts';
import { ACTIVITIES_TEXT as T } from '../strings.ts';
import '../activities.css';

/**
 * /activityRecord, 申请记录 (spec part 2 §2 Records, §3): the player's applications, newest first,
 * with activity name, time and state (1 待审核, 2 已通过, 3 已拒绝); pull to refresh, paged.
 */
export function ActivityRecordPage() {
  const records = useApplyLog();
  const rows = records.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <TitledPage title={T.recordsTitle}>
      <div className="activity-records">
        <PagedList
          query={records}
          rows={rows}
          renderRow={(row) => <RecordRow key={row.id} row={row} />}
          listClassName="activity-records__list"
          cardClassName="activity-records__card"
          failedTitle={T.recordsFailed}
        />
      </div>
    </TitledPage>
  );
}

function RecordRow({ row }: { row: ApplyLogRow }) {
  return (
    <li className="activity-record">
      <div className="activity-record__head">
        <span className="activity-record__name">{row.activity_name}</span>
        <span className={`activity-state activity-state--${row.state}`}>
          {T.states[row.state] ?? T.unknownState}
        </span>
      </div>
      <dl className="activity-record__rows">
        <div>
          <dt>{T.createdAt}</dt>
          <dd>{row.created_at}</dd>
        </div>
        {row.bonus !== '0.00' ? (
          <div>
            <dt>{T.bonusLabel}</dt>
            <dd>{T.bonusPaid(row.bonus)}</dd>
          </div>
        ) : null}
        {row.remark ? (
          <div>
            <dt>{T.remarkLabel}</dt>
            <dd>{row.remark}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
