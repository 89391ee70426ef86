import { COLOR } from '../../../theme.ts';

/** A table's empty text, dark enough to read (antd's default placeholder grey fails contrast). */
export function EmptyText({ text }: { text: string }) {
  return <span style={{ color: COLOR.textSecondary }}>{text}</span>;
}
