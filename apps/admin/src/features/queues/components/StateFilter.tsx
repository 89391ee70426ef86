import { Segmented } from 'antd';
import { QUEUE_TEXT } from '../strings.ts';
import { STATE_FILTER } from '../strings.ts';

/** 全部 / 待审核 / 已通过 / 已拒绝: `undefined` is every state. */
export function StateFilter({
  value,
  onChange,
  labels = QUEUE_TEXT.states,
}: {
  value: number | undefined;
  onChange: (state: number | undefined) => void;
  labels?: Record<string, string>;
}) {
  const options = [
    { label: QUEUE_TEXT.states.all!, value: 'all' },
    ...[1, 2, 3].map((s) => ({ label: labels[s] ?? String(s), value: String(s) })),
  ];
  return (
    <Segmented
      aria-label={STATE_FILTER.stateFilter}
      options={options}
      value={value === undefined ? 'all' : String(value)}
      onChange={(v) => onChange(v === 'all' ? undefined : Number(v))}
    />
  );
}
