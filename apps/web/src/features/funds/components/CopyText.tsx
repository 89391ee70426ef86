import { Button } from 'antd-mobile';
import { toast } from '../../../lib/feedback.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { FUNDS_TEXT } from '../strings.ts';

/** A value shown in full (it wraps, never truncates: an address must be readable) with a copy button. */
export function CopyText({ value, label }: { value: string; label: string }) {
  const copy = async () => {
    const done = await copyText(value);
    toast(done ? FUNDS_TEXT.copied : FUNDS_TEXT.copyFailed, done ? 'success' : 'fail');
  };
  return (
    <div className="funds-copy">
      <span className="funds-copy__value" aria-label={label}>
        {value || '—'}
      </span>
      <Button
        size="mini"
        color="primary"
        fill="outline"
        shape="rounded"
        disabled={value === ''}
        onClick={() => void copy()}
        aria-label={`${FUNDS_TEXT.copy}${label}`}
      >
        {FUNDS_TEXT.copy}
      </Button>
    </div>
  );
}
