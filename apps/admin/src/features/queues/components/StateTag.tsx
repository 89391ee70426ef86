import { Tag } from 'antd';
import { QUEUE_TEXT } from '../strings.ts';
import { COLOR } from '../../../theme.ts';

/** Tag colours dark enough on their tint for WCAG AA (antd's preset tags are not). */
export const TONES = {
  pending: {
    color: COLOR.pendingText,
    background: COLOR.pendingBg,
    borderColor: COLOR.pendingBorder,
  },
  good: { color: COLOR.goodText, background: COLOR.successBg, borderColor: COLOR.successBorder },
  bad: { color: COLOR.badText, background: COLOR.badBg, borderColor: COLOR.badBorder },
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
