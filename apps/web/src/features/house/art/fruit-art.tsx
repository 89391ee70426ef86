import type { ReactElement } from 'react';
import { INK } from '../theme.ts';
import { Linear, Radial, type ArtIds } from './svg-kit.tsx';

/** The fruit slot's symbols, drawn on a 64 × 64 box: a classic fruit machine's, warm and round. */

function Wild(ids: ArtIds) {
  return (
    <>
      <defs>
        <Radial id={ids.of('glow')} colors={[INK.purpleLight, INK.purple, INK.purpleDark]} />
        <Linear id={ids.of('star')} colors={[INK.yellowLight, INK.gold, INK.orange, INK.magenta]} />
      </defs>
      <circle cx="32" cy="32" r="28" fill={ids.url('glow')} stroke={INK.gold} strokeWidth="3" />
      <path
        d="M32 8 L38.5 24 L55 25 L42.5 36 L46.5 53 L32 44 L17.5 53 L21.5 36 L9 25 L25.5 24 Z"
        fill={ids.url('star')}
        stroke={INK.white}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M32 14 L35 25 L28 25 Z" fill={INK.shine} />
      <path
        d="M52 8 l1.6 4.4 4.4 1.6 -4.4 1.6 -1.6 4.4 -1.6 -4.4 -4.4 -1.6 4.4 -1.6 Z"
        fill={INK.white}
      />
      <path
        d="M10 46 l1.2 3.3 3.3 1.2 -3.3 1.2 -1.2 3.3 -1.2 -3.3 -3.3 -1.2 3.3 -1.2 Z"
        fill={INK.white}
      />
    </>
  );
}

function Seven(ids: ArtIds) {
  const seven = 'M12 10 H54 V19 C44 28 38 40 36 56 H22 C24 42 31 29 39 21 H12 Z';
  return (
    <>
      <defs>
        <Linear id={ids.of('face')} colors={[INK.redLight, INK.red, INK.redDark]} />
      </defs>
      <path d={seven} transform="translate(3 3)" fill={INK.shadow} />
      <path
        d={seven}
        fill={ids.url('face')}
        stroke={INK.gold}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M16 13 H50 V16 H16 Z" fill={INK.shine} />
    </>
  );
}

function Bell(ids: ArtIds) {
  return (
    <>
      <defs>
        <Linear
          id={ids.of('body')}
          x2={1}
          y2={0}
          colors={[INK.goldDark, INK.goldLight, INK.gold, INK.goldDark]}
        />
      </defs>
      <circle cx="32" cy="9" r="4.5" fill={INK.gold} stroke={INK.goldDark} strokeWidth="1.5" />
      <circle cx="32" cy="52" r="6" fill={INK.goldDark} />
      <path
        d="M32 11 C19 11 16 22 16 33 C16 41 12 45 7 49 H57 C52 45 48 41 48 33 C48 22 45 11 32 11 Z"
        fill={ids.url('body')}
        stroke={INK.bronze}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect
        x="6"
        y="47"
        width="52"
        height="6"
        rx="3"
        fill={INK.gold}
        stroke={INK.bronze}
        strokeWidth="2"
      />
      <path
        d="M24 18 C21 24 21 32 22 40"
        stroke={INK.shine}
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </>
  );
}

function Melon(ids: ArtIds) {
  return (
    <>
      <defs>
        <Linear id={ids.of('rind')} colors={[INK.greenLight, INK.green, INK.greenDark]} />
        <Radial
          id={ids.of('flesh')}
          cx={0.5}
          cy={0.1}
          colors={[INK.redLight, INK.red, INK.crimson]}
        />
      </defs>
      <path d="M4 22 H60 A28 28 0 0 1 4 22 Z" fill={ids.url('rind')} />
      <path d="M8 22 H56 A24 24 0 0 1 8 22 Z" fill={INK.cream} />
      <path d="M10 22 H54 A22 22 0 0 1 10 22 Z" fill={ids.url('flesh')} />
      {[
        [22, 28],
        [32, 31],
        [42, 28],
        [27, 38],
        [37, 38],
      ].map(([x, y]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="1.8" ry="3" fill={INK.black} />
      ))}
      <path d="M4 22 H60" stroke={INK.greenDark} strokeWidth="2" strokeLinecap="round" />
    </>
  );
}

function Grape(ids: ArtIds) {
  const berries = [
    [20, 24],
    [32, 22],
    [44, 24],
    [26, 34],
    [38, 34],
    [18, 36],
    [46, 36],
    [32, 45],
    [24, 46],
    [40, 46],
    [32, 56],
  ];
  return (
    <>
      <defs>
        <Radial id={ids.of('berry')} colors={[INK.purpleLight, INK.purple, INK.purpleDark]} />
      </defs>
      <path
        d="M32 16 C32 10 34 6 38 4"
        stroke={INK.brown}
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M33 12 C40 4 52 6 56 12 C48 16 40 16 33 12 Z"
        fill={INK.green}
        stroke={INK.greenDark}
        strokeWidth="1.5"
      />
      {berries.map(([x, y]) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r="7.5"
          fill={ids.url('berry')}
          stroke={INK.purpleDark}
          strokeWidth="1"
        />
      ))}
    </>
  );
}

function Orange(ids: ArtIds) {
  return (
    <>
      <defs>
        <Radial id={ids.of('peel')} colors={[INK.orangeLight, INK.orange, INK.orangeDark]} />
      </defs>
      <circle
        cx="32"
        cy="36"
        r="23"
        fill={ids.url('peel')}
        stroke={INK.orangeDark}
        strokeWidth="1.5"
      />
      {[
        [24, 30],
        [38, 28],
        [44, 40],
        [30, 46],
        [20, 42],
        [36, 38],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.2" fill={INK.orangeDark} opacity="0.5" />
      ))}
      <ellipse cx="24" cy="26" rx="6" ry="3.5" fill={INK.shine} transform="rotate(-30 24 26)" />
      <path d="M32 14 V10" stroke={INK.brown} strokeWidth="3" strokeLinecap="round" />
      <path
        d="M33 11 C38 3 50 4 54 9 C46 14 38 14 33 11 Z"
        fill={INK.green}
        stroke={INK.greenDark}
        strokeWidth="1.5"
      />
    </>
  );
}

function Lemon(ids: ArtIds) {
  return (
    <>
      <defs>
        <Radial id={ids.of('peel')} colors={[INK.yellowLight, INK.yellow, INK.yellowDark]} />
      </defs>
      <path
        d="M6 38 C8 22 24 12 40 14 C48 15 54 18 58 14 C60 20 58 24 56 28 C56 44 40 54 24 52 C16 51 10 48 6 52 C4 46 5 42 6 38 Z"
        fill={ids.url('peel')}
        stroke={INK.yellowDark}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <ellipse cx="26" cy="26" rx="9" ry="3.5" fill={INK.shine} transform="rotate(-25 26 26)" />
      <path
        d="M46 16 C48 8 56 6 60 8 C58 14 52 16 46 16 Z"
        fill={INK.green}
        stroke={INK.greenDark}
        strokeWidth="1.5"
      />
    </>
  );
}

function Cherry(ids: ArtIds) {
  return (
    <>
      <defs>
        <Radial id={ids.of('fruit')} colors={[INK.redLight, INK.red, INK.redDark]} />
      </defs>
      <path
        d="M20 42 C22 28 30 16 40 8 M44 44 C44 30 42 18 40 8"
        stroke={INK.greenDark}
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M40 8 C46 2 56 4 60 10 C52 14 44 13 40 8 Z"
        fill={INK.green}
        stroke={INK.greenDark}
        strokeWidth="1.5"
      />
      <circle
        cx="19"
        cy="46"
        r="12"
        fill={ids.url('fruit')}
        stroke={INK.redDark}
        strokeWidth="1.5"
      />
      <circle
        cx="45"
        cy="47"
        r="12"
        fill={ids.url('fruit')}
        stroke={INK.redDark}
        strokeWidth="1.5"
      />
      <ellipse cx="14" cy="41" rx="3.5" ry="2.2" fill={INK.shine} transform="rotate(-35 14 41)" />
      <ellipse cx="40" cy="42" rx="3.5" ry="2.2" fill={INK.shine} transform="rotate(-35 40 42)" />
    </>
  );
}

export const FRUIT_ART: Record<string, (ids: ArtIds) => ReactElement> = {
  wild: Wild,
  seven: Seven,
  bell: Bell,
  melon: Melon,
  grape: Grape,
  orange: Orange,
  lemon: Lemon,
  cherry: Cherry,
};
