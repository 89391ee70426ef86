import { useState, type ReactNode } from 'react';
import { Button, Drawer, Table, type TableColumnsType } from 'antd';
import { PageCard } from '../../../components/PageCard.tsx';
import { QUEUE_TEXT } from '../strings.ts';
import { EmptyText } from './EmptyText.tsx';
import { ReviewPanel } from './ReviewPanel.tsx';
import { StateFilter } from './StateFilter.tsx';
import { StateTag } from './StateTag.tsx';
import { QUEUE_LAYOUT } from '../strings.ts';

interface Row {
  id: number;
  state: number;
}

interface PageData<R> {
  data: R[];
  total: number;
  current_page: number;
}

/** Rows with something to show under them, always open (no expand column). */
function belowRows<R extends Row>(rows: R[], below: (row: R) => ReactNode) {
  return {
    showExpandColumn: false,
    expandedRowKeys: rows.filter((r) => below(r) !== null).map((r) => r.id),
    rowExpandable: (row: R) => below(row) !== null,
    expandedRowRender: (row: R) => below(row),
  };
}

/**
 * One review queue: the state filter (pending first), the table with server paging, the item's
 * details in a drawer and, while pending, the decision with its remark and confirmation.
 */
export function QueueLayout<R extends Row>({
  title,
  query,
  state,
  onState,
  onPage,
  pageSize,
  columns,
  details,
  what,
  decide,
  deciding,
  labels = QUEUE_TEXT.states,
  drawerWidth = 720,
  below,
}: {
  title: string;
  query: {
    data: PageData<R> | undefined;
    isPending: boolean;
    isFetching: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  state: number | undefined;
  onState: (state: number | undefined) => void;
  onPage: (page: number) => void;
  pageSize: number;
  columns: TableColumnsType<R>;
  details: (row: R) => ReactNode;
  what: (row: R) => string;
  decide: (row: R, approve: boolean, remark: string) => Promise<unknown>;
  deciding: boolean;
  labels?: Record<string, string>;
  drawerWidth?: number;
  /** Shown under a row when not null (a withdrawal's payout hash and its check). */
  below?: (row: R) => ReactNode;
}) {
  const [openId, setOpenId] = useState<number | null>(null);
  const open = query.data?.data.find((r) => r.id === openId) ?? null;
  const all: TableColumnsType<R> = [
    ...columns,
    {
      title: QUEUE_LAYOUT.state,
      dataIndex: 'state',
      width: 90,
      render: (s: number) => <StateTag state={s} labels={labels} />,
    },
    {
      title: QUEUE_LAYOUT.actions,
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
          {row.state === 1 ? QUEUE_TEXT.review : QUEUE_TEXT.details}
        </Button>
      ),
    },
  ];
  return (
    <PageCard
      title={title}
      query={query}
      extra={<StateFilter value={state} onChange={onState} labels={labels} />}
    >
      <Table<R>
        rowKey="id"
        size="middle"
        loading={query.isPending || query.isFetching}
        dataSource={query.data?.data ?? []}
        columns={all}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyText text={QUEUE_TEXT.empty} /> }}
        {...(below ? { expandable: belowRows(query.data?.data ?? [], below) } : {})}
        pagination={{
          current: query.data?.current_page ?? 1,
          pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => QUEUE_LAYOUT.showTotal(total),
          onChange: onPage,
        }}
      />
      <Drawer
        title={open ? what(open) : ''}
        width={drawerWidth}
        open={open !== null}
        onClose={() => setOpenId(null)}
        destroyOnHidden
      >
        {open ? (
          <>
            {details(open)}
            {open.state === 1 ? (
              <ReviewPanel
                what={what(open)}
                busy={deciding}
                onDecide={async (approve, remark) => {
                  await decide(open, approve, remark);
                  setOpenId(null);
                }}
              />
            ) : null}
          </>
        ) : null}
      </Drawer>
    </PageCard>
  );
}
