import { Button, Skeleton } from 'antd-mobile';
import { usePayBanks } from '../api/pay-bank.ts';
import { FUNDS_TEXT } from '../strings.ts';
import { CopyText } from './CopyText.tsx';

/** Where a bank-transfer deposit goes: the operator's receiving accounts (getpaybank). */
export function PayBanks() {
  const banks = usePayBanks(true);
  return (
    <section className="funds-card" aria-label={FUNDS_TEXT.payBanksTitle}>
      <h3 className="funds-card__title">{FUNDS_TEXT.payBanksTitle}</h3>
      {banks.isPending ? (
        <Skeleton.Paragraph lineCount={3} animated />
      ) : banks.isError ? (
        <div className="funds-empty">
          {FUNDS_TEXT.payBanksFailed}
          <Button size="mini" fill="none" color="primary" onClick={() => void banks.refetch()}>
            {FUNDS_TEXT.retry}
          </Button>
        </div>
      ) : banks.data.length === 0 ? (
        <div className="funds-empty">{FUNDS_TEXT.payBanksEmpty}</div>
      ) : (
        <ul className="funds-pay-banks">
          {banks.data.map((bank) => (
            <li key={`${bank.bank_name}${bank.bank_no}`} className="funds-pay-bank">
              <strong>{bank.bank_name}</strong>
              <span>
                {FUNDS_TEXT.payBankOwner}：{bank.bank_owner}
              </span>
              <CopyText value={bank.bank_no} label={FUNDS_TEXT.payBankNo} />
              {bank.bank_address && (
                <span>
                  {FUNDS_TEXT.payBankAddress}：{bank.bank_address}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="funds-pay-banks__hint">{FUNDS_TEXT.payBanksHint}</p>
    </section>
  );
}
