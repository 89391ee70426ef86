import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { RedPacketRecord } from '@app/contract/rewards';
import { PagedList } from '../../../components/PagedList.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useRedPacketRecords } from '../api/red-packet-records.ts';
import { useUserRedPacket } from '../api/user-red-packet.ts';
import { REDPACKETS_TEXT as T } from '../strings.ts';
import '../redpackets.css';

/**
 * /welfare, 福利中心 (spec part 2 §2 Welfare centre): the player's red packet records, the draws
 * remaining and used today, and a button to /hongbao.
 */
export function WelfarePage() {
  const navigate = useNavigate();
  const info = useUserRedPacket();
  const records = useRedPacketRecords();
  const rows = records.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <TitledPage title={T.welfareTitle}>
      <div className="redpackets-page">
        <section className="redpackets-hero redpackets-hero--welfare" aria-label={T.counts}>
          <dl className="redpackets-counts">
            <div>
              <dt>{T.remaining}</dt>
              <dd>{info.data?.sendnums ?? T.noFigure}</dd>
            </div>
            <div>
              <dt>{T.used}</dt>
              <dd>{info.data?.acquirednum ?? T.noFigure}</dd>
            </div>
          </dl>
          <Button
            className="redpackets-go"
            shape="rounded"
            block
            onClick={() => void navigate('/hongbao')}
          >
            {T.goDraw}
          </Button>
        </section>
        <h3 className="redpackets-heading">{T.recordsTitle}</h3>
        <PagedList
          query={records}
          rows={rows}
          renderRow={(record) => <RecordRow key={record.id} record={record} />}
          listClassName="redpackets-list"
          cardClassName="redpackets-card"
          failedTitle={T.failed}
        />
      </div>
    </TitledPage>
  );
}

function RecordRow({ record }: { record: RedPacketRecord }) {
  return (
    <li className="redpackets-record">
      <div className="redpackets-record__head">
        <span>{T.packetMoney}</span>
        <span className="redpackets-record__money">{record.redpacketmoney}</span>
      </div>
      <dl className="redpackets-record__rows">
        <div>
          <dt>{T.depositMoney}</dt>
          <dd>{record.money}</dd>
        </div>
        <div>
          <dt>{T.createdAt}</dt>
          <dd>{record.created_at}</dd>
        </div>
        <div>
          <dt>{T.usetime}</dt>
          <dd>{record.usetime || T.noFigure}</dd>
        </div>
      </dl>
    </li>
  );
}
