import { Switch } from 'antd-mobile';
import type { useUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/feedback.ts';
import { useUpTransferStatus } from '../api/up-transfer-status.ts';
import { VENUES_TEXT } from '../strings.ts';

/** The automatic-transfer switch with its hint; on, the venues take and give back by themselves. */
export function AutoTransferCard({ user }: { user: ReturnType<typeof useUser> }) {
  const autoSwitch = useUpTransferStatus();
  const toggleAuto = (on: boolean) => {
    autoSwitch.mutate(on ? 1 : 0, {
      onSuccess: () =>
        toast(on ? VENUES_TEXT.autoTransferOnToast : VENUES_TEXT.autoTransferOffToast, 'success'),
    });
  };
  return (
    <section className="venue-card auto-transfer">
      <div className="auto-transfer__text">
        <span className="auto-transfer__title">{VENUES_TEXT.autoTransfer}</span>
        <span className="auto-transfer__hint">{VENUES_TEXT.autoTransferHint}</span>
      </div>
      <Switch
        checked={user.data?.transferstatus === 1}
        loading={autoSwitch.isPending}
        disabled={!user.data}
        onChange={toggleAuto}
        aria-label={VENUES_TEXT.autoTransfer}
      />
    </section>
  );
}
