import type { ReactElement } from 'react';
import { INK } from '../theme.ts';
import { Linear, Radial, type ArtIds } from './svg-kit.tsx';

/** The ocean slot's symbols, drawn on a 64 × 64 box: sea creatures in blues, corals and sand. */

function Wild(ids: ArtIds) {
  return (
    <>
      <defs>
        <Radial id={ids.of('pearl')} colors={[INK.white, INK.aqua, INK.teal, INK.blueDark]} />
        <Linear
          id={ids.of('gold')}
          x2={1}
          y2={0}
          colors={[INK.goldDark, INK.goldLight, INK.gold]}
        />
      </defs>
      <circle
        cx="32"
        cy="32"
        r="28"
        fill={ids.url('pearl')}
        stroke={INK.goldLight}
        strokeWidth="2"
      />
      <g fill={ids.url('gold')} stroke={INK.bronze} strokeWidth="1.5" strokeLinejoin="round">
        <rect x="29.5" y="22" width="5" height="36" rx="2" />
        <path d="M16 10 L20 6 L22 24 C22 30 42 30 42 24 L44 6 L48 10 L46 26 C45 34 19 34 18 26 Z" />
        <path d="M32 4 L36 12 L34.5 28 H29.5 L28 12 Z" />
      </g>
      <circle cx="22" cy="44" r="3" fill={INK.shine} />
      <circle cx="44" cy="48" r="2" fill={INK.shine} />
    </>
  );
}

function Whale(ids: ArtIds) {
  return (
    <>
      <defs>
        <Linear id={ids.of('back')} colors={[INK.blue, INK.blueDark]} />
      </defs>
      <path
        d="M12 14 C10 8 14 4 16 8 M16 14 C18 8 22 6 22 10 M14 16 C14 10 14 8 14 6"
        stroke={INK.aqua}
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M4 38 C4 24 18 18 30 20 C42 22 48 30 52 34 L58 24 C62 24 62 30 60 34 L62 46 C58 46 56 42 54 40 C48 48 36 52 24 52 C12 52 4 46 4 38 Z"
        fill={ids.url('back')}
        stroke={INK.navy}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M6 42 C14 50 32 52 44 46 C36 44 22 44 6 42 Z" fill={INK.blueLight} />
      <path d="M8 44 L40 46 M10 47 L36 49" stroke={INK.blue} strokeWidth="1" />
      <circle cx="14" cy="34" r="2.5" fill={INK.white} />
      <circle cx="14.5" cy="34.5" r="1.2" fill={INK.black} />
      <path
        d="M6 40 C14 44 22 45 30 44"
        stroke={INK.navy}
        strokeWidth="1.5"
        strokeLinecap="round"
        fill="none"
      />
    </>
  );
}

function Shark(ids: ArtIds) {
  return (
    <>
      <defs>
        <Linear id={ids.of('skin')} colors={[INK.greyLight, INK.grey, INK.greyDark]} />
      </defs>
      <path d="M26 28 L32 8 L40 28 Z" fill={INK.greyDark} />
      <path
        d="M2 36 C12 26 32 22 46 28 L58 16 C60 24 58 30 56 34 L62 48 C56 46 52 42 48 40 C36 48 16 46 2 36 Z"
        fill={ids.url('skin')}
        stroke={INK.greyDark}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M4 37 C16 44 34 46 46 40 C32 40 18 40 4 37 Z" fill={INK.white} />
      <path d="M26 40 L22 50 L32 41 Z" fill={INK.greyDark} />
      <circle cx="13" cy="31" r="2" fill={INK.black} />
      <path d="M20 30 V36 M23 29 V35 M26 29 V35" stroke={INK.greyDark} strokeWidth="1.2" />
      <path d="M4 37 L6 39 L8 37 L10 39 L12 37" stroke={INK.white} strokeWidth="1" fill="none" />
    </>
  );
}

function Turtle(ids: ArtIds) {
  return (
    <>
      <defs>
        <Radial id={ids.of('shell')} colors={[INK.greenLight, INK.green, INK.greenDark]} />
      </defs>
      <g fill={INK.jade} stroke={INK.jadeDark} strokeWidth="1.5">
        <ellipse cx="14" cy="20" rx="8" ry="4.5" transform="rotate(-35 14 20)" />
        <ellipse cx="14" cy="48" rx="8" ry="4.5" transform="rotate(35 14 48)" />
        <ellipse cx="44" cy="18" rx="9" ry="4.5" transform="rotate(35 44 18)" />
        <ellipse cx="44" cy="50" rx="9" ry="4.5" transform="rotate(-35 44 50)" />
        <circle cx="55" cy="34" r="7" />
        <path d="M8 34 L2 31 L2 37 Z" />
      </g>
      <circle cx="57" cy="32" r="1.6" fill={INK.black} />
      <ellipse
        cx="30"
        cy="34"
        rx="20"
        ry="16"
        fill={ids.url('shell')}
        stroke={INK.greenDark}
        strokeWidth="2"
      />
      <path
        d="M24 28 L30 24 L36 28 L36 36 L30 40 L24 36 Z M24 28 L14 26 M36 28 L46 26 M36 36 L46 40 M24 36 L14 40 M30 24 V18 M30 40 V50"
        stroke={INK.greenDark}
        strokeWidth="1.8"
        fill="none"
        strokeLinejoin="round"
      />
    </>
  );
}

function Octopus(ids: ArtIds) {
  const arms = [
    'M18 34 C10 40 8 50 14 56',
    'M24 38 C20 46 22 54 26 58',
    'M32 40 C32 48 30 54 34 60',
    'M40 38 C44 46 42 54 38 58',
    'M46 34 C54 40 56 50 50 56',
  ];
  return (
    <>
      <defs>
        <Radial id={ids.of('head')} colors={[INK.pink, INK.magenta, INK.purpleDark]} />
      </defs>
      {arms.map((d) => (
        <path
          key={d}
          d={d}
          stroke={INK.magenta}
          strokeWidth="6"
          strokeLinecap="round"
          fill="none"
        />
      ))}
      <ellipse
        cx="32"
        cy="24"
        rx="18"
        ry="18"
        fill={ids.url('head')}
        stroke={INK.purpleDark}
        strokeWidth="1.5"
      />
      <circle cx="25" cy="26" r="5" fill={INK.white} />
      <circle cx="39" cy="26" r="5" fill={INK.white} />
      <circle cx="26" cy="27" r="2.4" fill={INK.black} />
      <circle cx="40" cy="27" r="2.4" fill={INK.black} />
      <path
        d="M28 34 C30 36 34 36 36 34"
        stroke={INK.purpleDark}
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
      <ellipse cx="26" cy="14" rx="5" ry="2.5" fill={INK.shine} transform="rotate(-20 26 14)" />
    </>
  );
}

function Crab(ids: ArtIds) {
  return (
    <>
      <defs>
        <Radial id={ids.of('shell')} colors={[INK.orangeLight, INK.red, INK.redDark]} />
      </defs>
      <g stroke={INK.redDark} strokeWidth="3" strokeLinecap="round" fill="none">
        <path d="M18 40 L8 46 M18 44 L10 52 M20 47 L14 56 M46 40 L56 46 M46 44 L54 52 M44 47 L50 56" />
        <path d="M20 32 L12 22 M44 32 L52 22" />
        <path d="M27 28 V20 M37 28 V20" strokeWidth="2" />
      </g>
      <g fill={ids.url('shell')} stroke={INK.redDark} strokeWidth="1.5">
        <path d="M12 24 C2 22 2 8 10 6 L14 14 L18 8 C22 12 20 24 12 24 Z" />
        <path d="M52 24 C62 22 62 8 54 6 L50 14 L46 8 C42 12 44 24 52 24 Z" />
        <ellipse cx="32" cy="38" rx="18" ry="12" />
      </g>
      <circle cx="27" cy="19" r="3.5" fill={INK.white} stroke={INK.redDark} />
      <circle cx="37" cy="19" r="3.5" fill={INK.white} stroke={INK.redDark} />
      <circle cx="27" cy="19" r="1.6" fill={INK.black} />
      <circle cx="37" cy="19" r="1.6" fill={INK.black} />
      <path
        d="M27 42 C30 44 34 44 37 42"
        stroke={INK.redDark}
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </>
  );
}

function Shell(ids: ArtIds) {
  const ribs = [-56, -37, -19, 0, 19, 37, 56];
  return (
    <>
      <defs>
        <Linear id={ids.of('shell')} colors={[INK.cream, INK.pink, INK.pinkDark]} />
      </defs>
      <path
        d="M32 56 L22 51 C8 44 4 30 10 20 C16 10 26 7 32 7 C38 7 48 10 54 20 C60 30 56 44 42 51 Z"
        fill={ids.url('shell')}
        stroke={INK.pinkDark}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {ribs.map((angle) => (
        <path
          key={angle}
          d={`M32 52 V${52 - (41 - (14 * Math.abs(angle)) / 56)}`}
          transform={`rotate(${angle} 32 52)`}
          stroke={INK.pinkDark}
          strokeWidth="1.5"
          opacity="0.7"
        />
      ))}
      <path d="M24 50 H40 L36 58 H28 Z" fill={INK.pinkDark} />
    </>
  );
}

function Starfish(ids: ArtIds) {
  const star = 'M32 6 L39 24 L58 24 L43 36 L49 56 L32 44 L15 56 L21 36 L6 24 L25 24 Z';
  return (
    <>
      <defs>
        <Radial
          id={ids.of('skin')}
          cx={0.5}
          cy={0.5}
          r={0.6}
          colors={[INK.yellow, INK.orange, INK.orangeDark]}
        />
      </defs>
      <path
        d={star}
        fill={ids.url('skin')}
        stroke={INK.orangeDark}
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path d={star} fill={ids.url('skin')} />
      {[
        [32, 16],
        [32, 33],
        [44, 28],
        [20, 28],
        [40, 44],
        [24, 44],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2" fill={INK.cream} />
      ))}
    </>
  );
}

export const OCEAN_ART: Record<string, (ids: ArtIds) => ReactElement> = {
  wild: Wild,
  whale: Whale,
  shark: Shark,
  turtle: Turtle,
  octopus: Octopus,
  crab: Crab,
  shell: Shell,
  starfish: Starfish,
};
