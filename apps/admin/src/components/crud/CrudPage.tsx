import { useState, type ReactNode } from 'react';
import { Button, Drawer, Form, Modal, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PageCard } from '../PageCard.tsx';
import { S } from '../strings.ts';
import { pagination } from './columns.tsx';
import { Fields, type FieldItem } from './fields.tsx';

/** What the editor is open on: a row, a new one, or nothing. */
export type Editing<Row> = Row | 'new' | null;

/** The open editor of a CrudPage, kept by the page so that its calls can close or move it. */
export function useEditing<Row>() {
  const [editing, setEditing] = useState<Editing<Row>>(null);
  return { editing, open: setEditing, close: () => setEditing(null) };
}
export type EditingState<Row> = ReturnType<typeof useEditing<Row>>;

/** The form of a CrudPage: its fields, its first values, and what saving sends. */
export interface CrudForm<Row, Values> {
  /** The editor's title for a new row and for a row. */
  title: (editing: Row | 'new') => string;
  fields: FieldItem[] | ((editing: Row | 'new') => FieldItem[]);
  initial: (editing: Row | 'new') => Values;
  submit: (values: Values, editing: Row | 'new') => void;
  busy: boolean;
  /** A drawer (wide, for long texts) instead of a dialog. */
  drawer?: boolean;
  width?: number;
  /** A new form instance when this changes (the drawer stays open on the saved row). */
  key?: (editing: Row | 'new') => string;
  /** The dismiss button's word (取消; a drawer that stays open after saving says 关闭). */
  dismiss?: string;
}

export interface CrudPageProps<Row extends object, Values extends object> {
  title: string;
  /** The list's query: loading, refresh and its error. */
  query: {
    isPending: boolean;
    isFetching: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  rows: readonly Row[];
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  /** Shown when there are no rows (加载失败 when the list failed). */
  empty: string;
  /** A server page (and its page change): the table pages through the server. */
  paged?: {
    page: { total: number; current_page: number } | undefined;
    onPage: (n: number) => void;
  };
  /** Filters beside the 新增 button. */
  filters?: ReactNode;
  /** The 新增 button's words (no button when left out), and when it is off. */
  add?: { label: string; disabled?: boolean };
  scrollX?: number;
  editing: EditingState<Row>;
  form: CrudForm<Row, Values>;
  /** Above the table (a hint). */
  children?: ReactNode;
}

/**
 * A console list page from its description: the frame (title, refresh, load error), filters and a
 * 新增 button, the table (server paging, loading, empty and error states) and the editor (a dialog
 * or a drawer) whose fields take their rules from the contract. The page keeps its calls.
 */
export function CrudPage<Row extends object, Values extends object>(
  props: CrudPageProps<Row, Values>,
) {
  const { query, editing, add } = props;
  return (
    <PageCard
      title={props.title}
      query={query}
      extra={
        props.filters || add ? (
          <>
            {props.filters}
            {add ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={add.disabled}
                onClick={() => editing.open('new')}
              >
                {add.label}
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    >
      {props.children}
      <Table<Row>
        rowKey={props.rowKey}
        scroll={{ x: props.scrollX ?? 960 }}
        loading={query.isPending}
        dataSource={[...props.rows]}
        pagination={props.paged ? pagination(props.paged.page, props.paged.onPage) : false}
        locale={{ emptyText: query.error ? S.loadFailed : props.empty }}
        columns={props.columns}
      />
      <CrudEditor editing={editing} form={props.form} />
    </PageCard>
  );
}

function CrudEditor<Row, Values extends object>({
  editing,
  form,
}: {
  editing: EditingState<Row>;
  form: CrudForm<Row, Values>;
}) {
  const current = editing.editing;
  const body =
    current !== null ? (
      <CrudForm key={form.key?.(current)} current={current} form={form} onDismiss={editing.close} />
    ) : null;
  const title = current !== null ? form.title(current) : '';
  if (form.drawer)
    return (
      <Drawer
        title={title}
        open={current !== null}
        onClose={editing.close}
        width={form.width ?? 960}
        destroyOnHidden
      >
        {body}
      </Drawer>
    );
  return (
    <Modal
      title={title}
      open={current !== null}
      onCancel={editing.close}
      footer={null}
      destroyOnHidden
      width={form.width}
    >
      {body}
    </Modal>
  );
}

/** The form itself: its own instance per opening, so a new row starts from the defaults. */
function CrudForm<Row, Values extends object>({
  current,
  form,
  onDismiss,
}: {
  current: Row | 'new';
  form: CrudForm<Row, Values>;
  onDismiss: () => void;
}) {
  const fields = typeof form.fields === 'function' ? form.fields(current) : form.fields;
  return (
    <Form<Values>
      layout="vertical"
      initialValues={form.initial(current)}
      onFinish={(values) => form.submit(values, current)}
    >
      <Fields items={fields} />
      <FormButtons busy={form.busy} dismiss={form.dismiss} onDismiss={onDismiss} />
    </Form>
  );
}

/** 取消 (or 关闭) and 保存, at the right of a form. */
export function FormButtons({
  busy,
  dismiss = S.cancel,
  onDismiss,
}: {
  busy: boolean;
  dismiss?: string;
  onDismiss?: () => void;
}) {
  return (
    <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
      {onDismiss ? <Button onClick={onDismiss}>{dismiss}</Button> : null}
      <Button type="primary" htmlType="submit" loading={busy}>
        {S.save}
      </Button>
    </Space>
  );
}
