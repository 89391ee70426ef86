import { Button, PullToRefresh, Skeleton, Tabs } from 'antd-mobile';
import { AddOutline, BankcardOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router';
import type { Card } from '@app/contract/payees';
import { CARD_TYPE, CARDS_PER_TYPE_MAX, type CardType } from '@app/contract/payees-limits';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { confirm, toast } from '../../../lib/feedback.ts';
import { useCards } from '../../../api/cards.ts';
import { useDeleteCard } from '../api/delete-card.ts';
import { CardView } from '../components/CardView.tsx';
import { PAYEES_TEXT } from '../strings.ts';
import '../payees.css';

/** Tab names of the spec (1 virtual currency, 2 bank card) and the getcard type each lists. */
const TABS = [
  { key: '1', title: PAYEES_TEXT.tabUsdt, type: CARD_TYPE.usdt },
  { key: '2', title: PAYEES_TEXT.tabBank, type: CARD_TYPE.bank },
] as const;

/**
 * /cards, card management (spec part 2 "Card management"; the route is ours): saved USDT
 * addresses and bank cards, unbind with confirmation, add until 5 of a kind.
 */
export function CardsPage() {
  const [params, setParams] = useSearchParams();
  const active = params.get('tab') === '2' ? '2' : '1';
  return (
    <TitledPage title={PAYEES_TEXT.cardsTitle}>
      <Tabs
        className="payee-tabs"
        activeKey={active}
        onChange={(key) => setParams(key === '1' ? {} : { tab: key }, { replace: true })}
      >
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.title}>
            {tab.key === active && <CardList type={tab.type} />}
          </Tabs.Tab>
        ))}
      </Tabs>
    </TitledPage>
  );
}

function CardList({ type }: { type: CardType }) {
  const navigate = useNavigate();
  const cards = useCards(type);
  const unbind = useDeleteCard();
  const usdt = type === CARD_TYPE.usdt;
  const list = cards.data ?? [];

  const askUnbind = async (card: Card) => {
    if (unbind.isPending) return;
    const confirmed = await confirm({
      content: PAYEES_TEXT.unbindConfirm,
      confirmText: PAYEES_TEXT.confirm,
      cancelText: PAYEES_TEXT.cancel,
    });
    if (!confirmed) return;
    // A failure was already shown by the API client as the server's message.
    unbind.mutate(card.id, { onSuccess: () => toast(PAYEES_TEXT.unbound, 'success') });
  };

  return (
    <PullToRefresh
      onRefresh={async () => {
        await cards.refetch();
      }}
    >
      <section className="payee-list" aria-busy={cards.isPending}>
        {cards.isPending ? (
          <CardSkeleton />
        ) : cards.isError && list.length === 0 ? (
          <div className="payee-empty">
            <p>{PAYEES_TEXT.loadFailed}</p>
            <Button size="small" shape="rounded" onClick={() => void cards.refetch()}>
              {PAYEES_TEXT.retry}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="payee-empty">
            <div className="payee-empty__art" aria-hidden>
              {usdt ? '₮' : <BankcardOutline />}
            </div>
            <p>{usdt ? PAYEES_TEXT.emptyUsdt : PAYEES_TEXT.emptyBank}</p>
          </div>
        ) : (
          <ul className="payee-cards">
            {list.map((card) => (
              <CardView
                key={card.id}
                card={card}
                busy={unbind.isPending && unbind.variables === card.id}
                onUnbind={(chosen) => void askUnbind(chosen)}
              />
            ))}
          </ul>
        )}

        {!cards.isPending && !cards.isError && (
          <div className="payee-add">
            {list.length < CARDS_PER_TYPE_MAX ? (
              <Button
                block
                shape="rounded"
                color="primary"
                fill="outline"
                onClick={() => void navigate(usdt ? '/addUsdtCard' : '/addBankCard')}
              >
                <AddOutline aria-hidden /> {usdt ? PAYEES_TEXT.addUsdt : PAYEES_TEXT.addBank}
              </Button>
            ) : (
              <p className="payee-add__full">{usdt ? PAYEES_TEXT.maxUsdt : PAYEES_TEXT.maxBank}</p>
            )}
            <p className="payee-add__count">{PAYEES_TEXT.count(list.length, CARDS_PER_TYPE_MAX)}</p>
          </div>
        )}
      </section>
    </PullToRefresh>
  );
}

function CardSkeleton() {
  return (
    <div className="payee-cards" aria-label={PAYEES_TEXT.loading}>
      {[0, 1].map((i) => (
        <Skeleton key={i} animated className="payee-card-skeleton" />
      ))}
    </div>
  );
}
