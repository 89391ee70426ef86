import type { ReactNode } from 'react';
import { Alert, Button, Card, Space } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { PAGE_CARD } from './strings.ts';

interface Props {
  title: ReactNode;
  /** Buttons beside the refresh button (create, export…). */
  extra?: ReactNode;
  /** A query: its refresh button, and its error shown above the content. */
  query?: { refetch: () => unknown; isFetching: boolean; error: Error | null };
  children: ReactNode;
}

/** The frame of a console page: title, refresh, actions, and the load error when there is one. */
export function PageCard({ title, extra, query, children }: Props) {
  return (
    <Card
      title={title}
      extra={
        <Space>
          {extra}
          {query ? (
            <Button
              icon={<ReloadOutlined />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {PAGE_CARD.refresh}
            </Button>
          ) : null}
        </Space>
      }
    >
      {query?.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={PAGE_CARD.loadFailed}
          description={query.error.message}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {PAGE_CARD.retry}
            </Button>
          }
        />
      ) : null}
      {children}
    </Card>
  );
}
