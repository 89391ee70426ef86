import { Selector } from 'antd-mobile';
import { PROTOCOLS, type Protocol } from '@app/contract/funds';

/** TRC20 or ERC20 (spec part 2 §2; TRC20 by default). */
export function ProtocolPicker({
  value,
  onChange,
}: {
  value: Protocol;
  onChange: (protocol: Protocol) => void;
}) {
  return (
    <Selector
      className="funds-protocols"
      columns={2}
      options={PROTOCOLS.map((protocol) => ({ label: protocol, value: protocol }))}
      value={[value]}
      onChange={(values) => {
        const next = values[0];
        if (next) onChange(next);
      }}
    />
  );
}
