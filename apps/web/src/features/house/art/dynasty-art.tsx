import type { ReactElement } from 'react';
import { INK } from '../theme.ts';
import { Linear, Radial, type ArtIds } from './svg-kit.tsx';

/** The dynasty slot's symbols, drawn on a 64 × 64 box: palace reds, gold and jade. */

function Wild(ids: ArtIds) {
  return (
    <>
      <defs>
        <Radial id={ids.of('jade')} colors={[INK.jadeLight, INK.jade, INK.jadeDark]} />
      </defs>
      <path d="M32 52 V60 M28 60 H36" stroke={INK.crimson} strokeWidth="3" strokeLinecap="round" />
      <path
        fillRule="evenodd"
        d="M32 4 A24 24 0 1 1 31.99 4 Z M32 23 A9 9 0 1 0 32.01 23 Z"
        fill={ids.url('jade')}
        stroke={INK.gold}
        strokeWidth="3"
      />
      <circle
        cx="32"
        cy="28"
        r="16.5"
        fill="none"
        stroke={INK.jadeDark}
        strokeWidth="1.5"
        strokeDasharray="3 3"
      />
      <ellipse cx="22" cy="14" rx="7" ry="3" fill={INK.shine} transform="rotate(-30 22 14)" />
    </>
  );
}

function Dragon(ids: ArtIds) {
  return (
    <>
      <defs>
        <Linear id={ids.of('scale')} colors={[INK.goldLight, INK.gold, INK.orangeDark]} />
      </defs>
      <path
        d="M14 22 L6 8 L20 16 L18 6 L28 16 L30 6 L36 18 Z"
        fill={INK.red}
        stroke={INK.redDark}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d="M8 44 C6 30 16 18 30 18 C40 18 46 22 52 24 L60 26 C62 30 60 34 56 34 L46 34 L58 40 C56 46 50 46 44 44 L34 42 C30 52 18 56 8 44 Z"
        fill={ids.url('scale')}
        stroke={INK.bronze}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M40 20 C44 12 50 8 56 8 C52 12 48 16 46 22 Z" fill={INK.goldDark} />
      <ellipse cx="38" cy="26" rx="4" ry="3" fill={INK.white} />
      <circle cx="39" cy="26" r="1.8" fill={INK.black} />
      <path d="M47 35 L45 38 M51 35 L49 38" stroke={INK.white} strokeWidth="1.6" />
      <path
        d="M56 30 C60 36 62 44 58 50 M52 34 C54 42 52 50 46 54"
        stroke={INK.redDark}
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M14 34 C18 32 22 34 24 38 M18 42 C22 40 26 42 28 44"
        stroke={INK.bronze}
        strokeWidth="1.5"
        fill="none"
      />
    </>
  );
}

function Phoenix(ids: ArtIds) {
  return (
    <>
      <defs>
        <Linear id={ids.of('plume')} x2={1} y2={1} colors={[INK.gold, INK.orange, INK.red]} />
        <Radial id={ids.of('body')} colors={[INK.orangeLight, INK.red, INK.crimson]} />
      </defs>
      <g fill={ids.url('plume')} stroke={INK.redDark} strokeWidth="1.2">
        <path d="M30 38 C20 44 10 50 4 62 C14 56 24 52 34 44 Z" />
        <path d="M32 40 C28 50 26 56 26 62 C32 56 36 50 38 42 Z" />
        <path d="M28 36 C16 36 8 40 2 48 C12 46 22 44 32 40 Z" />
      </g>
      <circle cx="8" cy="58" r="2.5" fill={INK.jade} />
      <circle cx="27" cy="59" r="2.2" fill={INK.jade} />
      <circle cx="6" cy="47" r="2.2" fill={INK.jade} />
      <path
        d="M22 34 C22 24 32 18 42 20 C46 28 42 40 32 42 C26 42 22 40 22 34 Z"
        fill={ids.url('body')}
        stroke={INK.redDark}
        strokeWidth="1.5"
      />
      <path
        d="M30 28 C34 18 44 14 54 18 C48 22 42 26 38 34 Z"
        fill={INK.gold}
        stroke={INK.goldDark}
        strokeWidth="1.2"
      />
      <path
        d="M40 22 C40 14 46 8 52 10 C50 12 48 16 46 20"
        fill={ids.url('body')}
        stroke={INK.redDark}
        strokeWidth="1.5"
      />
      <circle cx="50" cy="12" r="5" fill={ids.url('body')} stroke={INK.redDark} strokeWidth="1.5" />
      <path d="M54 12 L62 14 L54 16 Z" fill={INK.gold} />
      <circle cx="51" cy="11" r="1.3" fill={INK.black} />
      <path
        d="M48 7 C48 2 52 0 54 2 M50 7 C52 3 56 2 58 4"
        stroke={INK.gold}
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}

function Tiger(ids: ArtIds) {
  return (
    <>
      <defs>
        <Radial
          id={ids.of('fur')}
          cx={0.5}
          cy={0.4}
          colors={[INK.orangeLight, INK.orange, INK.orangeDark]}
        />
      </defs>
      <circle cx="14" cy="14" r="7" fill={INK.orange} stroke={INK.black} strokeWidth="1.5" />
      <circle cx="50" cy="14" r="7" fill={INK.orange} stroke={INK.black} strokeWidth="1.5" />
      <circle cx="14" cy="14" r="3" fill={INK.pink} />
      <circle cx="50" cy="14" r="3" fill={INK.pink} />
      <ellipse
        cx="32"
        cy="34"
        rx="25"
        ry="23"
        fill={ids.url('fur')}
        stroke={INK.black}
        strokeWidth="1.5"
      />
      <g stroke={INK.black} strokeWidth="2.6" strokeLinecap="round" fill="none">
        <path d="M32 12 V20 M26 13 L28 19 M38 13 L36 19" />
        <path d="M8 30 L16 32 M8 38 L16 38 M56 30 L48 32 M56 38 L48 38" />
      </g>
      <ellipse cx="25" cy="44" rx="8" ry="7" fill={INK.cream} />
      <ellipse cx="39" cy="44" rx="8" ry="7" fill={INK.cream} />
      <path d="M28 37 H36 L32 42 Z" fill={INK.black} />
      <ellipse cx="23" cy="29" rx="3.5" ry="3" fill={INK.yellowLight} />
      <ellipse cx="41" cy="29" rx="3.5" ry="3" fill={INK.yellowLight} />
      <ellipse cx="23" cy="29" rx="1.4" ry="2.6" fill={INK.black} />
      <ellipse cx="41" cy="29" rx="1.4" ry="2.6" fill={INK.black} />
      <path d="M28 48 C30 50 34 50 36 48" stroke={INK.black} strokeWidth="1.6" fill="none" />
    </>
  );
}

function Crane(ids: ArtIds) {
  return (
    <>
      <defs>
        <Linear id={ids.of('feather')} colors={[INK.white, INK.greyLight]} />
      </defs>
      <path
        d="M28 46 L24 62 M34 46 L38 56 L34 62"
        stroke={INK.greyDark}
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M8 30 C14 26 22 26 28 32 L14 44 C10 40 6 36 8 30 Z" fill={INK.black} />
      <path
        d="M12 36 C18 26 34 26 42 34 C40 44 30 48 20 46 C14 44 12 40 12 36 Z"
        fill={ids.url('feather')}
        stroke={INK.greyDark}
        strokeWidth="1.5"
      />
      <path
        d="M16 34 C24 24 34 22 40 26 C32 28 26 32 22 38 Z"
        fill={INK.greyLight}
        stroke={INK.greyDark}
        strokeWidth="1"
      />
      <path
        d="M40 34 C44 26 44 18 42 12 C42 8 46 6 50 8"
        stroke={INK.black}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="49" cy="9" r="4.5" fill={INK.white} stroke={INK.greyDark} strokeWidth="1" />
      <circle cx="48" cy="6" r="2.6" fill={INK.red} />
      <path d="M53 9 L63 12 L53 11 Z" fill={INK.goldDark} />
      <circle cx="50" cy="9" r="1" fill={INK.black} />
    </>
  );
}

function Ingot(ids: ArtIds) {
  return (
    <>
      <defs>
        <Linear
          id={ids.of('gold')}
          x2={1}
          y2={0}
          colors={[INK.goldDark, INK.goldLight, INK.gold, INK.goldDark]}
        />
        <Radial id={ids.of('dome')} colors={[INK.goldLight, INK.gold, INK.goldDark]} />
      </defs>
      <ellipse
        cx="32"
        cy="30"
        rx="14"
        ry="12"
        fill={ids.url('dome')}
        stroke={INK.bronze}
        strokeWidth="1.5"
      />
      <path
        d="M2 26 C10 30 18 34 32 34 C46 34 54 30 62 26 C60 40 50 52 32 52 C14 52 4 40 2 26 Z"
        fill={ids.url('gold')}
        stroke={INK.bronze}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M8 32 C16 42 48 42 56 32" stroke={INK.goldLight} strokeWidth="1.5" fill="none" />
      <ellipse cx="27" cy="24" rx="4" ry="2.4" fill={INK.shine} transform="rotate(-25 27 24)" />
      <path d="M50 12 l1.2 3 3 1.2 -3 1.2 -1.2 3 -1.2 -3 -3 -1.2 3 -1.2 Z" fill={INK.white} />
    </>
  );
}

function Lantern(ids: ArtIds) {
  return (
    <>
      <defs>
        <Radial
          id={ids.of('silk')}
          cx={0.4}
          cy={0.4}
          colors={[INK.redLight, INK.red, INK.redDark]}
        />
      </defs>
      <path d="M32 2 V10" stroke={INK.goldDark} strokeWidth="2" />
      <rect
        x="22"
        y="8"
        width="20"
        height="6"
        rx="2"
        fill={INK.gold}
        stroke={INK.bronze}
        strokeWidth="1.2"
      />
      <rect
        x="22"
        y="46"
        width="20"
        height="6"
        rx="2"
        fill={INK.gold}
        stroke={INK.bronze}
        strokeWidth="1.2"
      />
      <ellipse
        cx="32"
        cy="30"
        rx="22"
        ry="18"
        fill={ids.url('silk')}
        stroke={INK.redDark}
        strokeWidth="1.5"
      />
      <g stroke={INK.gold} strokeWidth="1.4" fill="none" opacity="0.85">
        <path d="M32 12 V48 M22 14 C14 24 14 36 22 46 M42 14 C50 24 50 36 42 46" />
      </g>
      <path
        d="M28 52 V62 M32 52 V63 M36 52 V62"
        stroke={INK.gold}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <ellipse cx="22" cy="22" rx="4" ry="2.5" fill={INK.shine} transform="rotate(-35 22 22)" />
    </>
  );
}

function Coin(ids: ArtIds) {
  return (
    <>
      <defs>
        <Radial id={ids.of('bronze')} colors={[INK.goldLight, INK.gold, INK.goldDark]} />
      </defs>
      <path
        fillRule="evenodd"
        d="M32 4 A28 28 0 1 1 31.99 4 Z M25 25 H39 V39 H25 Z"
        fill={ids.url('bronze')}
        stroke={INK.bronze}
        strokeWidth="2"
      />
      <circle cx="32" cy="32" r="22" fill="none" stroke={INK.bronze} strokeWidth="1.5" />
      <rect
        x="21"
        y="21"
        width="22"
        height="22"
        fill="none"
        stroke={INK.bronze}
        strokeWidth="1.5"
      />
      <g fill={INK.bronze}>
        <circle cx="32" cy="15" r="2.5" />
        <circle cx="32" cy="49" r="2.5" />
        <circle cx="15" cy="32" r="2.5" />
        <circle cx="49" cy="32" r="2.5" />
      </g>
      <ellipse cx="20" cy="14" rx="6" ry="2.5" fill={INK.shine} transform="rotate(-35 20 14)" />
    </>
  );
}

function Fan(ids: ArtIds) {
  const ribs = [-40, -27, -13, 0, 13, 27, 40];
  return (
    <>
      <defs>
        <Radial
          id={ids.of('paper')}
          cx={0.5}
          cy={1}
          r={1}
          colors={[INK.cream, INK.orangeLight, INK.red]}
        />
      </defs>
      <path
        d="M32 56 L4.8 26.9 A40 40 0 0 1 59.2 26.9 Z"
        fill={ids.url('paper')}
        stroke={INK.redDark}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      {ribs.map((angle) => (
        <path
          key={angle}
          d="M32 56 V16"
          transform={`rotate(${angle} 32 56)`}
          stroke={INK.brown}
          strokeWidth="1.2"
          opacity="0.6"
        />
      ))}
      <g fill={INK.pink} stroke={INK.pinkDark} strokeWidth="0.8">
        <circle cx="24" cy="26" r="3" />
        <circle cx="29" cy="22" r="2.4" />
        <circle cx="40" cy="27" r="3" />
      </g>
      <path d="M20 28 C26 24 34 20 44 24" stroke={INK.brown} strokeWidth="1.2" fill="none" />
      <circle cx="32" cy="56" r="3.5" fill={INK.gold} stroke={INK.bronze} strokeWidth="1.2" />
      <path d="M32 59 V64" stroke={INK.crimson} strokeWidth="2" />
    </>
  );
}

export const DYNASTY_ART: Record<string, (ids: ArtIds) => ReactElement> = {
  wild: Wild,
  dragon: Dragon,
  phoenix: Phoenix,
  tiger: Tiger,
  crane: Crane,
  ingot: Ingot,
  lantern: Lantern,
  coin: Coin,
  fan: Fan,
};
