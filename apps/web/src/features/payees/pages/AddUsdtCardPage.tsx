import { Input, Selector } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { CARD_FIELD_MAX, USDT_BANK } from '@app/contract/payees-limits';
import { USDT_PROTOCOLS, usdtCardError, type UsdtProtocol } from '@app/domain/payees';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { toast } from '../../../lib/feedback.ts';
import { useBindCard } from '../api/bind-card.ts';
import { FormRow } from '../components/FormRow.tsx';
import { PayeeFormEnd } from '../components/PayeeFormEnd.tsx';
import { PAYEES_TEXT } from '../strings.ts';
import { useLeave } from '../use-leave.ts';
import '../payees.css';

/**
 * /addUsdtCard and /withdrawAccount (spec part 2 "Add USDT"): an address and its protocol (TRC20
 * by default); the bank is always USDT. Checked here with the server's own rules first.
 */
export function AddUsdtCardPage() {
  const { pathname } = useLocation();
  const [protocol, setProtocol] = useState<UsdtProtocol>('TRC20');
  const [address, setAddress] = useState('');
  const bind = useBindCard();
  const leave = useLeave('/cards');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bind.isPending) return;
    const problem = usdtCardError({ address, protocol });
    if (problem !== null) {
      toast(problem);
      return;
    }
    bind.mutate(
      { bank: USDT_BANK, bank_no: address.trim(), bank_owner: protocol },
      {
        onSuccess: () => {
          toast(PAYEES_TEXT.bound, 'success');
          leave();
        },
      },
    );
  };

  return (
    <TitledPage
      title={
        pathname === '/withdrawAccount'
          ? PAYEES_TEXT.withdrawAccountTitle
          : PAYEES_TEXT.addUsdtTitle
      }
    >
      <form className="payee-form" onSubmit={submit} noValidate>
        <div className="payee-panel">
          <FormRow label={PAYEES_TEXT.currency}>
            {(id) => <Input id={id} value={USDT_BANK} readOnly />}
          </FormRow>
          <ProtocolRow protocol={protocol} onProtocol={setProtocol} />
          <FormRow label={PAYEES_TEXT.address}>
            {(id) => (
              <Input
                id={id}
                placeholder={PAYEES_TEXT.addressPlaceholder(protocol)}
                value={address}
                onChange={setAddress}
                maxLength={CARD_FIELD_MAX.bank_no}
                autoComplete="off"
                autoCapitalize="off"
                autoCorrect="off"
                clearable
              />
            )}
          </FormRow>
        </div>
        <PayeeFormEnd tips={PAYEES_TEXT.usdtTips} busy={bind.isPending} />
      </form>
    </TitledPage>
  );
}

/** The address's protocol, TRC20 or ERC20. */
function ProtocolRow({
  protocol,
  onProtocol,
}: {
  protocol: UsdtProtocol;
  onProtocol: (protocol: UsdtProtocol) => void;
}) {
  const protocolLabel = useId();
  return (
    <div className="payee-row payee-row--stacked">
      <span className="payee-row__label" id={protocolLabel}>
        {PAYEES_TEXT.protocol}
      </span>
      <Selector
        aria-labelledby={protocolLabel}
        className="payee-protocols"
        columns={2}
        options={USDT_PROTOCOLS.map((value) => ({ label: value, value }))}
        value={[protocol]}
        onChange={(values) => {
          const next = values[0];
          if (next) onProtocol(next);
        }}
      />
    </div>
  );
}
