import { Select, Typography } from 'antd';
import { CHAIN_LABELS, CHAINS, type Chain } from '@app/contract/chain-constants';
import { CHAIN_TEXT } from '../strings.ts';

/** The start and the end of a long address, hash or key: enough to tell it apart. */
export function shorten(text: string, head = 8, tail = 6): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}

/** A long value shown short, copied whole. */
export function ShortCopy({ text, head, tail }: { text: string; head?: number; tail?: number }) {
  if (text === '') return <>—</>;
  return (
    <Typography.Text copyable={{ text }} title={text} style={{ fontFamily: 'monospace' }}>
      {shorten(text, head, tail)}
    </Typography.Text>
  );
}

/** 全部链 or one chain. */
export function ChainSelect({
  value,
  onChange,
}: {
  value: Chain | undefined;
  onChange: (chain: Chain | undefined) => void;
}) {
  return (
    <Select<Chain | ''>
      aria-label={CHAIN_TEXT.chainFilter}
      style={{ width: 220 }}
      value={value ?? ''}
      onChange={(next) => onChange(next === '' ? undefined : next)}
      options={[
        { value: '', label: CHAIN_TEXT.allChains },
        ...CHAINS.map((chain) => ({ value: chain, label: CHAIN_LABELS[chain] })),
      ]}
    />
  );
}
