import { SLOT_PAYLINES, SLOT_PAYTABLE, SLOT_SYMBOLS } from '@app/domain/games/slot';
import { TEXT } from './strings.ts';
import type { ThemeLook } from './theme.ts';
import { SymbolTile } from './SymbolTile.tsx';

/** The paytable, the rules, the 10 paylines and the stated return to player. */
export function SlotHelp({
  look,
  rtp,
  onClose,
}: {
  look: ThemeLook;
  rtp: string;
  onClose: () => void;
}) {
  return (
    <div className="vp-sheet" role="dialog" aria-modal="true" aria-label={TEXT.paytableTitle}>
      <div className="vp-sheet__panel">
        <div className="vp-sheet__head">
          <h2>{TEXT.paytableTitle}</h2>
          <button type="button" className="vp-sheet__close" onClick={onClose}>
            {TEXT.close}
          </button>
        </div>
        <p className="vp-rtp">{TEXT.rtp(rtp)}</p>
        <table className="vp-paytable">
          <tbody>
            {SLOT_SYMBOLS.map((symbol) => (
              <tr key={symbol}>
                <td>
                  <SymbolTile symbol={symbol} look={look} className="vp-tile--small" />
                </td>
                <td className="vp-paytable__name">{look.symbols[symbol].name}</td>
                {[2, 1, 0].map((index) => (
                  <td key={index} className="vp-paytable__pay">
                    <small>{TEXT.count(index + 3)}</small>
                    {TEXT.times(SLOT_PAYTABLE[symbol][index]!)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="vp-rules">
          {TEXT.paytableRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <h3>{TEXT.paylines}</h3>
        <div className="vp-paylines">
          {SLOT_PAYLINES.map((rows, index) => (
            <div className="vp-payline" key={index}>
              <span>{index + 1}</span>
              <div className="vp-payline__grid">
                {[0, 1, 2].map((row) =>
                  rows.map((lineRow, reel) => (
                    <i key={`${row}-${reel}`} className={lineRow === row ? 'on' : ''} />
                  )),
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
