import { formatMinor, parseMinor } from '@app/contract/money-format';
import { SymbolArt } from '../art/SymbolArt.tsx';
import type { HouseSlot } from '../api/house-slot.ts';
import { HOUSE_TEXT } from '../strings.ts';
import { HouseSheet } from './HouseSheet.tsx';
import { PaylineDiagram } from './PaylineDiagram.tsx';

/**
 * 赔付表: each symbol's pays for 3, 4 and 5 in a row (multiples of the line bet, and what they are
 * at the current stake), the paylines drawn, and the RTP as the server states it, exactly.
 */
export function PaytableSheet({
  slot,
  names,
  stake,
  visible,
  onClose,
}: {
  slot: HouseSlot;
  names: Record<string, string>;
  stake: string;
  visible: boolean;
  onClose: () => void;
}) {
  const lineBet = (parseMinor(stake) ?? 0n) / BigInt(Math.max(1, slot.paylines.length));
  const wildPays = slot.paytable.some((row) => row.symbol === slot.wild);
  return (
    <HouseSheet title={HOUSE_TEXT.paytable} visible={visible} onClose={onClose}>
      <p className="house-rtp">
        {HOUSE_TEXT.rtpExact(slot.rtp, slot.rtp_exact.numerator, slot.rtp_exact.denominator)}
      </p>
      <p className="house-note">{HOUSE_TEXT.paysNote(formatMinor(lineBet))}</p>
      <table className="house-pays">
        <thead>
          <tr>
            <th scope="col">{HOUSE_TEXT.symbol}</th>
            {[3, 4, 5].map((count) => (
              <th key={count} scope="col">
                {HOUSE_TEXT.paysFor(count)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {slot.paytable.map(({ symbol, pays }) => (
            <tr key={symbol}>
              <th scope="row">
                <span className="house-pays__symbol">
                  <SymbolArt
                    game={slot.code}
                    symbol={symbol}
                    decorative
                    className="house-pays__art"
                  />
                  <span>{names[symbol] ?? symbol}</span>
                </span>
              </th>
              {pays.map((multiple, i) => (
                <td key={i}>
                  <strong>×{multiple}</strong>
                  <small>{HOUSE_TEXT.yuan(formatMinor(lineBet * BigInt(multiple)))}</small>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {slot.wild && (
        <p className="house-pays__wild">
          <SymbolArt game={slot.code} symbol={slot.wild} decorative className="house-pays__art" />
          {wildPays ? `${HOUSE_TEXT.wildNote}；${HOUSE_TEXT.wildPays}` : HOUSE_TEXT.wildNote}
        </p>
      )}
      <h3 className="house-sheet__subtitle">{HOUSE_TEXT.paylines}</h3>
      <p className="house-note">{HOUSE_TEXT.paylinesNote}</p>
      <ol className="house-paylines">
        {slot.paylines.map((rows, line) => (
          <li key={line}>
            <PaylineDiagram line={line} rows={rows} label={HOUSE_TEXT.paylineName(line + 1)} />
            <span aria-hidden>{line + 1}</span>
          </li>
        ))}
      </ol>
    </HouseSheet>
  );
}
