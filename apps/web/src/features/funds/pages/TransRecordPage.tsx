import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TransRecord } from '@app/contract/funds';
import { PagedList } from '../../../components/PagedList.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useTransRecords } from '../api/trans-records.ts';
import { FUNDS_TEXT } from '../strings.ts';
import '../funds.css';

type Tone = 'pending' | 'ok' | 'bad' | 'muted';

/**
 * Colour of a record's state (spec part 2 §4): deposits and withdrawals 1 pending, 2 approved,
 * 3 rejected; transfers 0 failed, 1 success, 2 pending.
 */
export function stateTone(record: Pick<TransRecord, 'type' | 'state'>): Tone {
  if (record.type === 1 || record.type === 2) {
    return record.state === 1
      ? 'pending'
      : record.state === 2
        ? 'ok'
        : record.state === 3
          ? 'bad'
          : 'muted';
  }
  return record.state === 1
    ? 'ok'
    : record.state === 2
      ? 'pending'
      : record.state === 0
        ? 'bad'
        : 'muted';
}

/** The record type of the address (?type=1…4, part 2 §9 transaction types), else deposits. */
export function recordTypeOf(raw: string | null): number {
  const wanted = Number(raw);
  return FUNDS_TEXT.recordTypes.some((option) => option.value === wanted) ? wanted : 1;
}

/**
 * /transRecord, 交易记录: the player's deposits, withdrawals and venue transfers, paged. It opens on
 * the type of the address (?type=, ours: a withdrawal just submitted goes to ?type=2 so that it is
 * in view), else deposits; the chosen type is kept in the address.
 */
export function TransRecordPage() {
  const [params, setParams] = useSearchParams();
  const type = recordTypeOf(params.get('type'));
  const setType = (next: number) =>
    setParams(
      (previous) => {
        const query = new URLSearchParams(previous);
        query.set('type', String(next));
        return query;
      },
      { replace: true },
    );
  const [date, setDate] = useState(4);
  const records = useTransRecords(type, date);
  const rows = records.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <TitledPage title={FUNDS_TEXT.recordsTitle}>
      <div className="funds-records">
        <div className="funds-records__filters" role="group" aria-label={FUNDS_TEXT.recordFilters}>
          <Selector
            columns={4}
            options={FUNDS_TEXT.recordTypes.map((option) => ({ ...option }))}
            value={[type]}
            onChange={(values) => {
              if (values[0] !== undefined) setType(values[0]);
            }}
          />
          <Selector
            columns={4}
            options={FUNDS_TEXT.recordDates.map((option) => ({ ...option }))}
            value={[date]}
            onChange={(values) => {
              if (values[0] !== undefined) setDate(values[0]);
            }}
          />
        </div>
        <PagedList
          query={records}
          rows={rows}
          renderRow={(record) => <RecordRow key={record.id} record={record} />}
          listClassName="funds-record-list"
          cardClassName="funds-card"
          failedTitle={FUNDS_TEXT.recordsFailed}
        />
      </div>
    </TitledPage>
  );
}

function RecordRow({ record }: { record: TransRecord }) {
  return (
    <li className="funds-record">
      <div className="funds-record__line">
        <span className="funds-record__way">{record.pay_way}</span>
        <strong className="funds-record__amount">{FUNDS_TEXT.recordAmount(record)}</strong>
      </div>
      <div className="funds-record__line funds-record__meta">
        <span className="funds-record__no">{record.out_trade_no}</span>
        <span className={`funds-state funds-state--${stateTone(record)}`}>{record.state_name}</span>
      </div>
      <div className="funds-record__line funds-record__meta">
        <span>{record.created_at}</span>
      </div>
      {record.remark && (
        <div className="funds-record__remark">
          {FUNDS_TEXT.remark}：{record.remark}
        </div>
      )}
    </li>
  );
}
