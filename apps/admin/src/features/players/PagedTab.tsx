import { useState } from 'react';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { PayloadOf, ResponseOf, Route } from '@app/contract/endpoint';
import { useCall } from '../../lib/query.ts';
import { PAGED_TAB } from './strings.ts';

type PagedCall = Route;
type RowOf<E extends PagedCall> = ResponseOf<E> extends { data: readonly (infer R)[] } ? R : never;

/** One tab of the player page: a server-paged list of the player's records, with refresh. */
export function PagedTab<E extends PagedCall>({
  endpoint,
  userId,
  columns,
  empty,
}: {
  endpoint: E;
  userId: number;
  columns: TableColumnsType<RowOf<E>>;
  empty: string;
}) {
  const [page, setPage] = useState(1);
  const query = useCall(endpoint, { user_id: userId, page } as PayloadOf<E>);
  const data = query.data as { data: RowOf<E>[]; total: number } | undefined;
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <Button
          icon={<ReloadOutlined />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {PAGED_TAB.refresh}
        </Button>
      </div>
      {query.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={PAGED_TAB.loadFailed}
          description={query.error.message}
        />
      ) : null}
      <Table<RowOf<E>>
        rowKey={(row) => String((row as { id: number }).id)}
        size="small"
        loading={query.isLoading}
        dataSource={data?.data ?? []}
        columns={columns}
        locale={{ emptyText: empty }}
        scroll={{ x: 900 }}
        pagination={{
          current: page,
          pageSize: 20,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => PAGED_TAB.showTotal(total),
          onChange: setPage,
        }}
      />
    </>
  );
}
