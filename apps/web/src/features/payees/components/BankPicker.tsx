import { List, Popup, Skeleton } from 'antd-mobile';
import { BankcardOutline, CheckOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useBankChoices, type BankChoice } from '../bank-choices.ts';
import { PAYEES_TEXT } from '../strings.ts';

function BankIcon({ ico }: { ico: string }) {
  return ico ? (
    <img className="payee-bank-ico" src={ico} alt="" />
  ) : (
    <BankcardOutline className="payee-bank-ico payee-bank-ico--none" aria-hidden />
  );
}

/**
 * The bank row of /addBankCard and its bottom popup listing the banks of /api/banklist (spec
 * part 2 "Add bank card: bank picker popup"). The list loads with the screen.
 */
export function BankPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: BankChoice | null;
  onChange: (bank: BankChoice) => void;
}) {
  const [open, setOpen] = useState(false);
  const banks = useBankChoices();

  return (
    <>
      <button
        id={id}
        type="button"
        className="payee-picker"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {value ? (
          <span className="payee-picker__value">
            <BankIcon ico={value.ico} />
            {value.bank_name}
          </span>
        ) : (
          <span className="payee-picker__placeholder">{PAYEES_TEXT.bankPlaceholder}</span>
        )}
        <RightOutline aria-hidden />
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="payee-popup"
      >
        <div className="payee-popup__title">{PAYEES_TEXT.bankListTitle}</div>
        {banks.data ? (
          <List className="payee-popup__list" aria-label={PAYEES_TEXT.bankListTitle}>
            {banks.data.map((bank) => (
              <List.Item
                key={bank.bank_name}
                prefix={<BankIcon ico={bank.ico} />}
                extra={
                  value?.bank_name === bank.bank_name ? (
                    <CheckOutline color="var(--adm-color-primary)" />
                  ) : undefined
                }
                arrow={false}
                onClick={() => {
                  onChange(bank);
                  setOpen(false);
                }}
              >
                {bank.bank_name}
              </List.Item>
            ))}
          </List>
        ) : (
          <div className="payee-popup__loading">
            <Skeleton.Paragraph lineCount={5} animated />
          </div>
        )}
      </Popup>
    </>
  );
}
