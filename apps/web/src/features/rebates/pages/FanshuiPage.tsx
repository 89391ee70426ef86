import { Button, CapsuleTabs, Selector } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RebateRecord } from '@app/contract/rewards';
import { balanceListQueryOptions } from '../../../api/balance-list.ts';
import { KeyboardCapsuleTabs } from '../../../components/KeyboardCapsuleTabs.tsx';
import { PagedList } from '../../../components/PagedList.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useClaimRebate } from '../api/claim-rebate.ts';
import { useRebateSummary } from '../api/rebate-summary.ts';
import { REBATES_TEXT as T } from '../strings.ts';
import '../rebates.css';

const ALL = '';
const ALL_KEY = 'all';

/** The venues to filter by: the venue wallets' list, as the bet records screen uses. */
function usePlatforms() {
  return useQuery({
    ...balanceListQueryOptions,
    staleTime: 5 * 60_000,
    retry: false,
    select: (list) => list.map(({ platname, name }) => ({ platname, name })),
  });
}

/**
 * /fanshui, 返水中心 (spec part 2 §2 Rebate centre): the totals claimed and claimable, the claim
 * button, filters by platform and date, and the rebate records, paged, with pull to refresh.
 */
export function FanshuiPage() {
  const [date, setDate] = useState<number>(T.defaultDate);
  const [apiType, setApiType] = useState(ALL);
  const summary = useRebateSummary(date, apiType);
  const platforms = usePlatforms();
  const claim = useClaimRebate();
  const first = summary.data?.pages[0];
  const rows = summary.data?.pages.flatMap((page) => page.list.data) ?? [];

  return (
    <TitledPage title={T.centreTitle}>
      <div className="rebates-page">
        <section className="rebates-hero" aria-label={T.totals}>
          <dl className="rebates-figures">
            <div className="rebates-figures__item">
              <dt>{T.jisuan}</dt>
              <dd>{first?.jisuan ?? T.noFigure}</dd>
            </div>
            <div className="rebates-figures__item">
              <dt>{T.nojisuan}</dt>
              <dd>{first?.nojisuan ?? T.noFigure}</dd>
            </div>
          </dl>
          <Button
            block
            className="rebates-claim"
            shape="rounded"
            loading={claim.isPending}
            onClick={() => claim.claim(first?.nojisuan)}
          >
            {T.claim}
          </Button>
        </section>
        <div className="rebates-card rebates-filter">
          <div role="group" aria-label={T.dateFilter}>
            <Selector
              columns={4}
              options={T.dates.map((option) => ({ ...option }))}
              value={[date]}
              onChange={(values) => {
                if (values[0] !== undefined) setDate(values[0]);
              }}
            />
          </div>
          <div role="group" aria-label={T.platformFilter}>
            <KeyboardCapsuleTabs
              activeKey={apiType === ALL ? ALL_KEY : apiType}
              onChange={(key) => setApiType(key === ALL_KEY ? ALL : key)}
            >
              <CapsuleTabs.Tab key={ALL_KEY} title={T.allPlatforms} />
              {(platforms.data ?? []).map((platform) => (
                <CapsuleTabs.Tab key={platform.platname} title={platform.name} />
              ))}
            </KeyboardCapsuleTabs>
          </div>
        </div>
        <PagedList
          query={summary}
          rows={rows}
          renderRow={(record) => <RebateRow key={record.id} record={record} />}
          listClassName="rebates-list"
          cardClassName="rebates-card"
          failedTitle={T.failed}
        />
      </div>
    </TitledPage>
  );
}

function RebateRow({ record }: { record: RebateRecord }) {
  const claimed = record.state === 1;
  return (
    <li className="rebates-record">
      <div className="rebates-record__head">
        <span className="rebates-record__game">{record.gamename}</span>
        <span className="rebates-record__money">{record.money}</span>
      </div>
      <div className="rebates-record__sub">
        <span>{T.validBetOf(record.valid_bet, record.rate)}</span>
        <span className={claimed ? 'rebates-state rebates-state--done' : 'rebates-state'}>
          {T.states[record.state] ?? ''}
        </span>
      </div>
      <div className="rebates-record__times">
        <span>
          {T.day}：{record.day}
        </span>
        <span>
          {T.createdAt}：{record.created_at}
        </span>
        {claimed && record.updated_at && (
          <span>
            {T.claimedAt}：{record.updated_at}
          </span>
        )}
      </div>
    </li>
  );
}
