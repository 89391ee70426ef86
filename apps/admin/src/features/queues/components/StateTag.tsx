import { Tag } from 'antd';
import { QUEUE_TEXT } from '../strings.ts';

/** Tag colours dark enough on their tint for WCAG AA (antd's preset tags are not). */
export const TONES = {
  pending: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  good: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  bad: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
} as const;

const BY_STATE: Record<number, (typeof TONES)[keyof typeof TONES]> = {
  1: TONES.pending,
  2: TONES.good,
  3: TONES.bad,
};

export function StateTag({
  state,
  labels = QUEUE_TEXT.states,
}: {
  state: number;
  labels?: Record<string, string>;
}) {
  return <Tag style={BY_STATE[state]}>{labels[state] ?? state}</Tag>;
}
