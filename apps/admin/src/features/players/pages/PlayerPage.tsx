import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Descriptions, Empty, Space, Spin, Tabs, Tag } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useMayCall } from '../../../lib/operator.ts';
import { useCall } from '../../../lib/query.ts';
import { AdjustDialog, FreezeDialog, PasswordDialog } from '../dialogs.tsx';
import { STATUS_LABEL } from '../strings.ts';
import { playerTabs, type PlayerDetail } from '../player-tabs.tsx';
import { PLAYER_PAGE } from '../strings.ts';

type PlayerDialog = 'freeze' | 'password' | 'adjust';

/** The buttons of the operator's actions the role may take: freeze or thaw, password, adjust. */
function PlayerActions({
  frozen,
  open,
}: {
  frozen: boolean;
  open: (dialog: PlayerDialog) => void;
}) {
  const mayFreeze = useMayCall('playerFreeze');
  const mayReset = useMayCall('playerPassword');
  const mayAdjust = useMayCall('playerAdjust');
  return (
    <Space wrap>
      {mayFreeze ? (
        <Button danger={!frozen} onClick={() => open('freeze')}>
          {frozen ? PLAYER_PAGE.thaw : PLAYER_PAGE.freeze}
        </Button>
      ) : null}
      {mayReset ? (
        <Button onClick={() => open('password')}>{PLAYER_PAGE.resetPassword}</Button>
      ) : null}
      {mayAdjust ? (
        <Button type="primary" onClick={() => open('adjust')}>
          {PLAYER_PAGE.adjust}
        </Button>
      ) : null}
    </Space>
  );
}

/** The venue wallets' balances as the venues reported them, and how many did not answer. */
function VenueTotal({ wallet }: { wallet: PlayerDetail['wallet'] }) {
  return (
    <span data-testid="player-venue-balance" title={PLAYER_PAGE.venueBalanceHelp}>
      {formatMoney(wallet.venue_total)}
      {wallet.venues_unanswered > 0 ? PLAYER_PAGE.venuesSilent(wallet.venues_unanswered) : null}
    </span>
  );
}

/** 玩家详情: profile, wallet, records by tab, referrals, and the operator's actions. */
export default function PlayerPage() {
  const userId = Number(useParams().id);
  const valid = Number.isSafeInteger(userId) && userId > 0;
  // Always current when opened: balances change under other operators' hands.
  const query = useCall(
    adminCalls.player,
    { user_id: userId },
    { enabled: valid, staleTime: 0, refetchOnMount: 'always' },
  );
  const mayAdjust = useMayCall('playerAdjust');
  const mayProtection = useMayCall('playerProtection');
  const adjustments = useCall(adminCalls.adjustments, { page: 1 }, { enabled: mayAdjust });
  const [dialog, setDialog] = useState<PlayerDialog | null>(null);
  const close = () => setDialog(null);

  if (!valid) return <Alert type="error" showIcon message={PLAYER_PAGE.badId} />;
  const detail = query.data;
  if (!detail) {
    return (
      <PageCard title={PLAYER_PAGE.player} query={query}>
        {query.isLoading ? <Spin /> : <Empty description={PLAYER_PAGE.notFound} />}
      </PageCard>
    );
  }
  const p = detail.profile;
  const frozen = p.status !== 1;
  return (
    <PageCard
      title={
        <Space>
          <Link to="/players">{PLAYER_PAGE.players}</Link>/<span>{p.username}</span>
          <Tag color={frozen ? 'red' : 'green'}>{STATUS_LABEL[p.status] ?? p.status}</Tag>
        </Space>
      }
      extra={<PlayerActions frozen={frozen} open={setDialog} />}
      query={query}
    >
      {detail.pending_adjustments > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={PLAYER_PAGE.pendingAdjustments(detail.pending_adjustments)}
          action={<Link to="/adjustments">{PLAYER_PAGE.goReview}</Link>}
        />
      ) : null}
      <Descriptions size="small" column={4} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={PLAYER_PAGE.playerId}>{p.id}</Descriptions.Item>
        <Descriptions.Item label={PLAYER_PAGE.balance}>
          <strong data-testid="player-balance">{formatMoney(detail.wallet.balance)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={PLAYER_PAGE.venueBalance}>
          <VenueTotal wallet={detail.wallet} />
        </Descriptions.Item>
        <Descriptions.Item label="VIP">{p.vip}</Descriptions.Item>
      </Descriptions>
      <Tabs items={playerTabs(detail, userId, mayProtection)} />
      <FreezeDialog
        userId={userId}
        username={p.username}
        frozen={frozen}
        open={dialog === 'freeze'}
        onClose={close}
      />
      <PasswordDialog
        userId={userId}
        username={p.username}
        open={dialog === 'password'}
        onClose={close}
      />
      <AdjustDialog
        userId={userId}
        username={p.username}
        open={dialog === 'adjust'}
        onClose={close}
        threshold={adjustments.data?.threshold}
      />
    </PageCard>
  );
}
