import { Button, Popconfirm, Switch } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { TEXT } from '../text.ts';

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
    showTotal: (total: number) => `共 ${total} 条`,
    onChange,
  };
}

/** A row's on/off switch (1/0): flips at once through the row's update call. */
export function EnabledSwitch({
  value,
  onToggle,
  label,
  busy,
  on = TEXT.enabled,
  off = TEXT.disabled,
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
      title={TEXT.confirmDelete}
      description={TEXT.confirmDeleteHint}
      okText={TEXT.remove}
      cancelText={TEXT.cancel}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button size="small" danger icon={<DeleteOutlined />} loading={busy} aria-label={label}>
        {TEXT.remove}
      </Button>
    </Popconfirm>
  );
}
