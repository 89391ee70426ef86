import { Tag } from 'antd';
import { QUEUE_TEXT } from '../texts.ts';

const COLORS: Record<number, string> = { 1: 'gold', 2: 'green', 3: 'red' };

export function StateTag({
  state,
  labels = QUEUE_TEXT.states,
}: {
  state: number;
  labels?: Record<string, string>;
}) {
  return <Tag color={COLORS[state] ?? 'default'}>{labels[state] ?? state}</Tag>;
}
