import { Selector } from 'antd-mobile';

/**
 * The protocols offered: TRC20 or ERC20 (spec part 2 §2; TRC20 by default), or the automatic
 * deposit's (`usdtInfo.auto_protocols`, which may include BEP20).
 */
export function ProtocolPicker<P extends string>({
  value,
  onChange,
  options,
}: {
  value: P;
  onChange: (protocol: P) => void;
  options: readonly P[];
}) {
  return (
    <Selector
      className="funds-protocols"
      columns={Math.min(Math.max(options.length, 2), 3)}
      options={options.map((protocol) => ({ label: protocol, value: protocol }))}
      value={[value]}
      onChange={(values) => {
        const next = options.find((protocol) => protocol === values[0]);
        if (next) onChange(next);
      }}
    />
  );
}
