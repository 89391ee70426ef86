import { useState } from 'react';
import { Segmented, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminHouseRtpGame } from '@app/contract/admin-house';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useCall } from '../../../lib/query.ts';
import { useScrollRegion } from '../../../lib/use-scroll-region.ts';
import { RTP_PAGE } from '../strings.ts';

type Figures = AdminHouseRtpGame['total'];

const DAY_CHOICES = [7, 14, 30] as const;

/** How far the observed RTP is from the stated one, in percentage points; null when unknown. */
export function rtpGap(observed: string | null, stated: string | null): number | null {
  if (observed === null || stated === null) return null;
  return Number.parseFloat(observed) - Number.parseFloat(stated);
}

/** An observed RTP; over the stated one by more than 5 points shows as a warning. */
function Observed({ figures, stated }: { figures: Figures; stated: string | null }) {
  if (figures.rtp === null)
    return <Typography.Text type="secondary">{RTP_PAGE.none}</Typography.Text>;
  const gap = rtpGap(figures.rtp, stated);
  return (
    <Tooltip
      title={RTP_PAGE.cellTip(
        figures.rounds,
        formatMoney(figures.staked),
        formatMoney(figures.paid),
      )}
    >
      <Typography.Text type={gap !== null && gap > 5 ? 'danger' : undefined}>
        {figures.rtp}
      </Typography.Text>{' '}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {RTP_PAGE.roundsOf(figures.rounds)}
      </Typography.Text>
    </Tooltip>
  );
}

function rtpColumns(days: readonly string[]): ColumnsType<AdminHouseRtpGame> {
  return [
    {
      title: RTP_PAGE.game,
      fixed: 'left',
      width: 130,
      render: (_, g) => (
        <>
          {g.name} <Tag>{RTP_PAGE.kind[g.kind]}</Tag>
        </>
      ),
    },
    {
      title: RTP_PAGE.stated,
      fixed: 'left',
      width: 100,
      render: (_, g) => (
        <Tooltip title={g.stated_note}>
          <Typography.Text underline>{g.stated ?? RTP_PAGE.none}</Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: RTP_PAGE.total,
      fixed: 'left',
      width: 200,
      render: (_, g) => (
        <>
          <Observed figures={g.total} stated={g.stated} />
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {RTP_PAGE.staked} {formatMoney(g.total.staked)} / {RTP_PAGE.paid}{' '}
            {formatMoney(g.total.paid)}
          </Typography.Text>
        </>
      ),
    },
    // Newest day first: today is in view without scrolling.
    ...days
      .map((day, i) => ({ day, i }))
      .reverse()
      .map(({ day, i }) => ({
        title: day.slice(5),
        key: day,
        width: 110,
        align: 'right' as const,
        render: (_: unknown, g: AdminHouseRtpGame) => (
          <Observed figures={g.days[i] ?? g.total} stated={g.stated} />
        ),
      })),
  ];
}

/** RTP 监控: every house game's observed RTP by Beijing day against its stated RTP. */
export default function RtpPage() {
  const [days, setDays] = useState<number>(14);
  const rtp = useCall(adminCalls.adminHouseRtp, { days });
  const tableBox = useScrollRegion(RTP_PAGE.title);
  return (
    <PageCard
      title={RTP_PAGE.title}
      query={rtp}
      extra={
        <Segmented
          value={days}
          onChange={(v) => setDays(Number(v))}
          options={DAY_CHOICES.map((n) => ({ value: n, label: RTP_PAGE.days(n) }))}
        />
      }
    >
      <Typography.Paragraph type="secondary">{RTP_PAGE.note}</Typography.Paragraph>
      <div ref={tableBox}>
        <Table<AdminHouseRtpGame>
          rowKey="game"
          size="small"
          bordered
          loading={rtp.isLoading}
          dataSource={rtp.data?.games ?? []}
          pagination={false}
          scroll={{ x: 430 + days * 110 }}
          locale={{ emptyText: RTP_PAGE.empty }}
          columns={rtpColumns(rtp.data?.days ?? [])}
        />
      </div>
    </PageCard>
  );
}
