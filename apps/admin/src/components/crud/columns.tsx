import type { ReactNode } from 'react';
import { Button, Popconfirm, Space, Switch } from 'antd';
import type { TableColumnType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { S } from '../strings.ts';

/** antd Table pagination for a server page ({total, current_page}). */
export function pagination(
  page: { total: number; current_page: number } | undefined,
  onChange: (page: number) => void,
  pageSize = 50,
) {
  return {
    current: page?.current_page ?? 1,
    total: page?.total ?? 0,
    pageSize,
    showSizeChanger: false,
    showTotal: S.total,
    onChange,
  };
}

/** A row's on/off switch (1/0): flips at once through the row's update call. */
export function EnabledSwitch({
  value,
  onToggle,
  label,
  busy,
  on = S.enabled,
  off = S.disabled,
}: {
  value: number;
  onToggle: (next: 0 | 1) => void;
  label: string;
  busy?: boolean;
  on?: string;
  off?: string;
}) {
  return (
    <Switch
      checked={value === 1}
      loading={busy}
      checkedChildren={on}
      unCheckedChildren={off}
      aria-label={label}
      onChange={(checked) => onToggle(checked ? 1 : 0)}
    />
  );
}

/** 删除 with a confirmation. */
export function DeleteButton({
  onConfirm,
  label,
  busy,
}: {
  onConfirm: () => void;
  label: string;
  busy?: boolean;
}) {
  return (
    <Popconfirm
      title={S.confirmDelete}
      description={S.confirmDeleteHint}
      okText={S.remove}
      cancelText={S.cancel}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button size="small" danger icon={<DeleteOutlined />} loading={busy} aria-label={label}>
        {S.remove}
      </Button>
    </Popconfirm>
  );
}

/** The status column: a switch per row that writes at once (`toggle(row, next)`). */
export function switchColumn<Row>(spec: {
  dataIndex: keyof Row & string;
  title?: string;
  width?: number;
  label: (row: Row) => string;
  busy: (row: Row) => boolean;
  toggle: (row: Row, next: 0 | 1) => void;
  on?: string;
  off?: string;
}): TableColumnType<Row> {
  return {
    title: spec.title ?? S.status,
    dataIndex: spec.dataIndex,
    width: spec.width ?? 110,
    render: (value: number, row) => (
      <EnabledSwitch
        value={value}
        on={spec.on}
        off={spec.off}
        label={spec.label(row)}
        busy={spec.busy(row)}
        onToggle={(next) => spec.toggle(row, next)}
      />
    ),
  };
}

/** The actions column: 编辑, 删除 (with its confirmation) and anything else the page adds. */
export function actionsColumn<Row>(spec: {
  width?: number;
  edit?: (row: Row, index: number) => void;
  remove?: {
    label: (row: Row) => string;
    busy: (row: Row) => boolean;
    run: (row: Row, index: number) => void;
  };
  more?: (row: Row) => ReactNode;
}): TableColumnType<Row> {
  const { edit, remove, more } = spec;
  return {
    title: S.actions,
    width: spec.width ?? 160,
    render: (_: unknown, row, index) => (
      <Space>
        {edit ? (
          <Button size="small" onClick={() => edit(row, index)}>
            {S.edit}
          </Button>
        ) : null}
        {remove ? (
          <DeleteButton
            label={remove.label(row)}
            busy={remove.busy(row)}
            onConfirm={() => remove.run(row, index)}
          />
        ) : null}
        {more?.(row)}
      </Space>
    ),
  };
}
