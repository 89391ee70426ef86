import { INK } from '../theme.ts';

/**
 * The fish of the fishing game, drawn with canvas paths. Each is drawn facing right (+x), centred
 * on the origin, in a box 100 units long (the caller scales it to the fish's length in CSS pixels);
 * `t` (seconds) moves its tail and fins. Sizes and colours tell them apart: the small reef fish
 * are bright, the big ones dark, the golden dragon and the whale fill a good part of the sea.
 */

type Ctx = CanvasRenderingContext2D;

export interface FishLook {
  /** Length in CSS pixels at the sea's reference width (375). */
  length: number;
  /** Half the body's height in the 100-unit box: the hit ellipse is 50 × this. */
  halfHeight: number;
  draw(ctx: Ctx, t: number): void;
}

function ellipse(
  ctx: Ctx,
  x: number,
  y: number,
  rx: number,
  ry: number,
  fill: string | CanvasGradient,
) {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

function outline(ctx: Ctx, color: string, width: number) {
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.stroke();
}

function shade(ctx: Ctx, y0: number, y1: number, colors: readonly string[]): CanvasGradient {
  const gradient = ctx.createLinearGradient(0, y0, 0, y1);
  colors.forEach((color, i) => gradient.addColorStop(i / (colors.length - 1), color));
  return gradient;
}

/** A forked tail at x, swinging with `wag` (−1…1). */
function tail(ctx: Ctx, x: number, length: number, spread: number, wag: number, fill: string) {
  ctx.beginPath();
  ctx.moveTo(x + 4, 0);
  ctx.lineTo(x - length, -spread + wag * 6);
  ctx.quadraticCurveTo(x - length * 0.6, wag * 4, x - length, spread + wag * 6);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

function eye(ctx: Ctx, x: number, y: number, r: number) {
  ellipse(ctx, x, y, r, r, INK.white);
  ellipse(ctx, x + r * 0.25, y, r * 0.55, r * 0.55, INK.black);
}

function clownfish(ctx: Ctx, t: number) {
  const wag = Math.sin(t * 12);
  tail(ctx, -32, 18, 16, wag, INK.orange);
  const body = shade(ctx, -22, 22, [INK.orangeLight, INK.orange, INK.orangeDark]);
  ellipse(ctx, 0, 0, 36, 22, body);
  ctx.save();
  ctx.beginPath();
  ctx.ellipse(0, 0, 36, 22, 0, 0, Math.PI * 2);
  ctx.clip();
  for (const x of [-20, 2, 24]) {
    ctx.fillStyle = INK.black;
    ctx.fillRect(x - 6, -24, 12, 48);
    ctx.fillStyle = INK.white;
    ctx.fillRect(x - 4, -24, 8, 48);
  }
  ctx.restore();
  ctx.beginPath();
  ctx.ellipse(0, 0, 36, 22, 0, 0, Math.PI * 2);
  outline(ctx, INK.black, 2);
  eye(ctx, 26, -6, 4.5);
}

function pufferfish(ctx: Ctx, t: number) {
  const puff = 1 + Math.sin(t * 3) * 0.04;
  tail(ctx, -30, 14, 12, Math.sin(t * 10), INK.yellowDark);
  ctx.save();
  ctx.scale(puff, puff);
  ctx.fillStyle = INK.yellowDark;
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(Math.cos(a - 0.12) * 32, Math.sin(a - 0.12) * 30);
    ctx.lineTo(Math.cos(a) * 42, Math.sin(a) * 40);
    ctx.lineTo(Math.cos(a + 0.12) * 32, Math.sin(a + 0.12) * 30);
    ctx.fill();
  }
  ellipse(ctx, 0, 0, 34, 32, shade(ctx, -32, 32, [INK.yellowLight, INK.yellow, INK.yellowDark]));
  ellipse(ctx, 2, 14, 24, 14, INK.cream);
  for (const [x, y] of [
    [-14, -14],
    [-2, -22],
    [10, -14],
    [-20, 0],
  ] as const) {
    ellipse(ctx, x, y, 3.5, 3, INK.brown);
  }
  ctx.restore();
  eye(ctx, 20, -6, 7);
  ellipse(ctx, 33, 6, 3, 4, INK.orangeDark);
}

function seahorse(ctx: Ctx, t: number) {
  const sway = Math.sin(t * 4) * 2;
  const body = shade(ctx, -45, 40, [INK.orangeLight, INK.orange, INK.orangeDark]);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(-4, 10);
  ctx.bezierCurveTo(-12, 30, -2, 44, 10, 40);
  ctx.bezierCurveTo(18, 36, 12, 26, 4, 30);
  ctx.strokeStyle = INK.orangeDark;
  ctx.lineWidth = 7;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(-2, -38);
  ctx.bezierCurveTo(-22, -30, -20, 0, -8, 14);
  ctx.bezierCurveTo(4, 20, 18, 4, 12, -12);
  ctx.bezierCurveTo(8, -22, 14, -30, 10, -36);
  ctx.closePath();
  ctx.fillStyle = body;
  ctx.fill();
  outline(ctx, INK.orangeDark, 1.5);
  ctx.beginPath();
  ctx.moveTo(-18, -14);
  ctx.quadraticCurveTo(-30 + sway, -6, -16, 4);
  ctx.fillStyle = INK.yellow;
  ctx.fill();
  ellipse(ctx, 4, -38, 12, 9, body);
  ctx.fillStyle = INK.orangeDark;
  ctx.fillRect(12, -40, 22, 6);
  for (const y of [-20, -10, 0]) {
    ctx.beginPath();
    ctx.moveTo(-14, y);
    ctx.lineTo(8, y + 2);
    outline(ctx, INK.orangeDark, 1.2);
  }
  eye(ctx, 6, -40, 3.5);
}

function lionfish(ctx: Ctx, t: number) {
  const flare = Math.sin(t * 5) * 0.08;
  ctx.strokeStyle = INK.redDark;
  ctx.lineWidth = 1.6;
  ctx.fillStyle = INK.redLight;
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI * (0.15 + i * 0.08 + flare);
    ctx.beginPath();
    ctx.moveTo(-10 + i * 4, -10);
    ctx.lineTo(-10 + i * 4 + Math.cos(a) * 38, -10 + Math.sin(a) * 38);
    ctx.stroke();
    const b = Math.PI * (0.2 + i * 0.07 + flare);
    ctx.beginPath();
    ctx.moveTo(-6 + i * 3, 10);
    ctx.lineTo(-6 + i * 3 + Math.cos(b) * 30, 10 + Math.sin(b) * 30);
    ctx.stroke();
  }
  tail(ctx, -30, 18, 14, Math.sin(t * 9), INK.red);
  ellipse(ctx, 0, 0, 34, 16, INK.cream);
  ctx.save();
  ctx.beginPath();
  ctx.ellipse(0, 0, 34, 16, 0, 0, Math.PI * 2);
  ctx.clip();
  ctx.fillStyle = INK.crimson;
  for (let x = -34; x < 34; x += 9) ctx.fillRect(x, -18, 5, 36);
  ctx.restore();
  eye(ctx, 24, -4, 4);
}

function turtle(ctx: Ctx, t: number) {
  const paddle = Math.sin(t * 4) * 0.5;
  const flipper = (x: number, y: number, angle: number) => {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(angle);
    ellipse(ctx, 0, 0, 16, 6, INK.jade);
    ctx.restore();
  };
  flipper(18, -26, -0.6 + paddle);
  flipper(18, 26, 0.6 - paddle);
  flipper(-22, -20, 0.6 - paddle * 0.5);
  flipper(-22, 20, -0.6 + paddle * 0.5);
  ellipse(ctx, 40, 0, 12, 10, INK.jade);
  eye(ctx, 44, -4, 2.5);
  ellipse(ctx, 0, 0, 34, 28, shade(ctx, -28, 28, [INK.greenLight, INK.green, INK.greenDark]));
  ctx.beginPath();
  ctx.moveTo(-10, -10);
  ctx.lineTo(10, -10);
  ctx.lineTo(16, 0);
  ctx.lineTo(10, 10);
  ctx.lineTo(-10, 10);
  ctx.lineTo(-16, 0);
  ctx.closePath();
  for (const [x0, y0, x1, y1] of [
    [-10, -10, -18, -24],
    [10, -10, 18, -24],
    [-10, 10, -18, 24],
    [10, 10, 18, 24],
    [16, 0, 34, 0],
    [-16, 0, -34, 0],
  ] as const) {
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
  }
  outline(ctx, INK.greenDark, 2.5);
}

function manta(ctx: Ctx, t: number) {
  const flap = 1 - Math.abs(Math.sin(t * 2.2)) * 0.18;
  ctx.beginPath();
  ctx.moveTo(-20, 0);
  ctx.lineTo(-60, 0);
  outline(ctx, INK.navy, 2);
  ctx.save();
  ctx.scale(1, flap);
  ctx.beginPath();
  ctx.moveTo(30, 0);
  ctx.bezierCurveTo(22, -14, 6, -46, -8, -50);
  ctx.bezierCurveTo(-10, -30, -18, -10, -26, 0);
  ctx.bezierCurveTo(-18, 10, -10, 30, -8, 50);
  ctx.bezierCurveTo(6, 46, 22, 14, 30, 0);
  ctx.closePath();
  const back = ctx.createLinearGradient(30, 0, -26, 0);
  back.addColorStop(0, INK.blue);
  back.addColorStop(1, INK.blueDark);
  ctx.fillStyle = back;
  ctx.fill();
  outline(ctx, INK.blueLight, 1.2);
  ctx.restore();
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(26, side * 4);
    ctx.quadraticCurveTo(36, side * 6, 38, side * 12);
    outline(ctx, INK.navy, 4);
  }
  ellipse(ctx, 0, -12, 4, 3, INK.blueLight);
  ellipse(ctx, 0, 12, 4, 3, INK.blueLight);
  ellipse(ctx, 22, -6, 2, 2, INK.white);
  ellipse(ctx, 22, 6, 2, 2, INK.white);
}

function shark(ctx: Ctx, t: number) {
  const wag = Math.sin(t * 5);
  ctx.beginPath();
  ctx.moveTo(-40, 0);
  ctx.lineTo(-50, -20 + wag * 4);
  ctx.lineTo(-44, 0);
  ctx.lineTo(-50, 16 + wag * 4);
  ctx.closePath();
  ctx.fillStyle = INK.greyDark;
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-6, -12);
  ctx.lineTo(2, -30);
  ctx.lineTo(10, -12);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(50, 2);
  ctx.bezierCurveTo(40, -14, 0, -16, -42, 0);
  ctx.bezierCurveTo(-10, 12, 30, 14, 50, 2);
  ctx.closePath();
  ctx.fillStyle = shade(ctx, -14, 12, [INK.greyLight, INK.grey, INK.greyDark]);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(46, 4);
  ctx.bezierCurveTo(30, 12, 0, 10, -30, 4);
  ctx.bezierCurveTo(0, 6, 30, 6, 46, 4);
  ctx.fillStyle = INK.white;
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(14, 6);
  ctx.lineTo(4, 18);
  ctx.lineTo(20, 8);
  ctx.fillStyle = INK.greyDark;
  ctx.fill();
  for (const x of [24, 27, 30]) {
    ctx.beginPath();
    ctx.moveTo(x, -6);
    ctx.lineTo(x - 1, 2);
    outline(ctx, INK.greyDark, 1);
  }
  eye(ctx, 38, -4, 2.2);
}

function whale(ctx: Ctx, t: number) {
  const wag = Math.sin(t * 2);
  ctx.save();
  ctx.translate(-40, 0);
  ctx.rotate(wag * 0.12);
  ctx.beginPath();
  ctx.moveTo(6, 0);
  ctx.quadraticCurveTo(-4, -6, -14, -22);
  ctx.quadraticCurveTo(-6, -8, -4, 0);
  ctx.quadraticCurveTo(-6, 8, -14, 22);
  ctx.quadraticCurveTo(-4, 6, 6, 0);
  ctx.fillStyle = INK.blueDark;
  ctx.fill();
  ctx.restore();
  ctx.beginPath();
  ctx.moveTo(50, 2);
  ctx.bezierCurveTo(50, -22, 10, -24, -42, -2);
  ctx.bezierCurveTo(-10, 14, 30, 24, 50, 2);
  ctx.closePath();
  ctx.fillStyle = shade(ctx, -22, 20, [INK.blue, INK.blueDark, INK.navy]);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(48, 6);
  ctx.bezierCurveTo(30, 20, 0, 16, -20, 6);
  ctx.bezierCurveTo(0, 10, 30, 10, 48, 6);
  ctx.fillStyle = INK.blueLight;
  ctx.fill();
  for (let x = 10; x < 44; x += 6) {
    ctx.beginPath();
    ctx.moveTo(x, 9);
    ctx.lineTo(x - 4, 14);
    outline(ctx, INK.blue, 0.8);
  }
  ctx.beginPath();
  ctx.ellipse(14, 12, 10, 3, 0.5, 0, Math.PI * 2);
  ctx.fillStyle = INK.blueDark;
  ctx.fill();
  eye(ctx, 36, 0, 1.8);
}

function dragonBody(ctx: Ctx, wave: (x: number) => number) {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  for (let x = 30; x >= -46; x -= 4) {
    if (x === 30) ctx.moveTo(x, wave(x));
    else ctx.lineTo(x, wave(x));
  }
  ctx.strokeStyle = INK.goldDark;
  ctx.lineWidth = 17;
  ctx.stroke();
  ctx.strokeStyle = INK.gold;
  ctx.lineWidth = 12;
  ctx.stroke();
  ctx.strokeStyle = INK.goldLight;
  ctx.lineWidth = 3;
  ctx.stroke();
  for (let x = 24; x > -44; x -= 7) {
    ctx.beginPath();
    ctx.moveTo(x - 3, wave(x) - 6);
    ctx.lineTo(x, wave(x) - 14);
    ctx.lineTo(x + 3, wave(x) - 6);
    ctx.fillStyle = INK.red;
    ctx.fill();
  }
  // the tail's tuft and two clawed legs
  ctx.beginPath();
  ctx.moveTo(-46, wave(-46));
  ctx.quadraticCurveTo(-56, wave(-46) - 12, -62, wave(-46) - 4);
  ctx.quadraticCurveTo(-54, wave(-46), -62, wave(-46) + 8);
  ctx.quadraticCurveTo(-54, wave(-46) + 8, -46, wave(-46));
  ctx.fillStyle = INK.red;
  ctx.fill();
  for (const x of [12, -24]) {
    ctx.beginPath();
    ctx.moveTo(x, wave(x) + 6);
    ctx.lineTo(x - 4, wave(x) + 16);
    ctx.lineTo(x + 2, wave(x) + 18);
    outline(ctx, INK.goldDark, 3);
  }
}

function dragonHead(ctx: Ctx, y: number) {
  ctx.beginPath();
  ctx.moveTo(28, y - 8);
  ctx.quadraticCurveTo(20, y - 22, 14, y - 20);
  ctx.quadraticCurveTo(22, y - 12, 18, y - 2);
  ctx.quadraticCurveTo(14, y + 10, 26, y + 8);
  ctx.fillStyle = INK.red;
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(26, y - 8);
  ctx.quadraticCurveTo(38, y - 14, 50, y - 6);
  ctx.lineTo(58, y - 4);
  ctx.quadraticCurveTo(60, y + 2, 54, y + 2);
  ctx.lineTo(44, y + 3);
  ctx.lineTo(54, y + 8);
  ctx.quadraticCurveTo(44, y + 14, 28, y + 8);
  ctx.closePath();
  ctx.fillStyle = shade(ctx, y - 14, y + 12, [INK.goldLight, INK.gold, INK.goldDark]);
  ctx.fill();
  outline(ctx, INK.bronze, 1);
  ctx.beginPath();
  ctx.moveTo(34, y - 10);
  ctx.quadraticCurveTo(30, y - 22, 22, y - 26);
  ctx.moveTo(30, y - 18);
  ctx.lineTo(26, y - 16);
  outline(ctx, INK.goldLight, 2.5);
  ctx.beginPath();
  ctx.moveTo(56, y - 2);
  ctx.quadraticCurveTo(66, y + 4, 60, y + 16);
  ctx.moveTo(52, y + 6);
  ctx.quadraticCurveTo(58, y + 14, 50, y + 22);
  outline(ctx, INK.red, 1.5);
  eye(ctx, 40, y - 5, 2.8);
}

function goldenDragon(ctx: Ctx, t: number) {
  const wave = (x: number) => Math.sin(x / 14 - t * 4) * 9;
  dragonBody(ctx, wave);
  dragonHead(ctx, wave(30));
}

export const FISH_LOOKS: Record<string, FishLook> = {
  clownfish: { length: 34, halfHeight: 24, draw: clownfish },
  pufferfish: { length: 40, halfHeight: 40, draw: pufferfish },
  seahorse: { length: 40, halfHeight: 45, draw: seahorse },
  lionfish: { length: 52, halfHeight: 36, draw: lionfish },
  turtle: { length: 66, halfHeight: 34, draw: turtle },
  manta: { length: 92, halfHeight: 50, draw: manta },
  shark: { length: 130, halfHeight: 18, draw: shark },
  whale: { length: 190, halfHeight: 22, draw: whale },
  golden_dragon: { length: 200, halfHeight: 18, draw: goldenDragon },
};

/** A look for a fish the server names that this app has not drawn: a plain silver fish. */
const PLAIN: FishLook = { length: 40, halfHeight: 22, draw: plainFish };

function plainFish(ctx: Ctx, t: number) {
  tail(ctx, -32, 16, 14, Math.sin(t * 10), INK.grey);
  ellipse(ctx, 0, 0, 36, 20, shade(ctx, -20, 20, [INK.greyLight, INK.grey]));
  eye(ctx, 24, -5, 4);
}

export function fishLook(kind: string): FishLook {
  return FISH_LOOKS[kind] ?? PLAIN;
}

/** Draws one fish at the current transform, scaled from its 100-unit box to `length` pixels. */
export function drawFish(ctx: Ctx, kind: string, length: number, t: number): void {
  const look = fishLook(kind);
  ctx.save();
  ctx.scale(length / 100, length / 100);
  look.draw(ctx, t);
  ctx.restore();
}
