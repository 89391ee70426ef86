import { drawFish } from '../art/fish-art.ts';
import { SEA } from '../theme.ts';
import { bulletAt, cannonAt } from './aim.ts';
import type { Catch, SeaGame, Shot } from './sea-game.ts';
import { shotPhase } from './shots.ts';
import { swimPose, type Point, type Pose } from './sea.ts';

/**
 * Paints the sea on a 2D canvas (CSS pixels; the caller sets the device-pixel-ratio transform):
 * water and light, the fish, bullets and nets, caught fish flipping with their coins flying to
 * the balance (`bank`), and the cannon.
 */
type Ctx = CanvasRenderingContext2D;

function water(ctx: Ctx, width: number, height: number, t: number) {
  const deep = ctx.createLinearGradient(0, 0, 0, height);
  deep.addColorStop(0, SEA.top);
  deep.addColorStop(1, SEA.bottom);
  ctx.fillStyle = deep;
  ctx.fillRect(0, 0, width, height);
  const ray = ctx.createLinearGradient(0, 0, 0, height * 0.8);
  ray.addColorStop(0, SEA.ray);
  ray.addColorStop(1, SEA.rayEnd);
  ctx.fillStyle = ray;
  for (let i = 0; i < 4; i++) {
    const x = width * (0.15 + i * 0.25) + Math.sin(t / 2400 + i) * 24;
    ctx.beginPath();
    ctx.moveTo(x - 18, 0);
    ctx.lineTo(x + 18, 0);
    ctx.lineTo(x + 70, height * 0.8);
    ctx.lineTo(x - 10, height * 0.8);
    ctx.fill();
  }
  ctx.fillStyle = SEA.bubble;
  for (let i = 0; i < 14; i++) {
    const x = ((i * 97) % width) + Math.sin(t / 700 + i) * 6;
    const y = height - ((t / 18 + i * 131) % (height + 20));
    ctx.beginPath();
    ctx.arc(x, y, 1.5 + (i % 3), 0, Math.PI * 2);
    ctx.fill();
  }
}

function seabed(ctx: Ctx, width: number, height: number, t: number) {
  ctx.fillStyle = SEA.sand;
  ctx.beginPath();
  ctx.moveTo(0, height);
  ctx.lineTo(0, height - 14);
  for (let x = 0; x <= width; x += 25) ctx.lineTo(x, height - 14 - Math.sin(x / 40) * 5);
  ctx.lineTo(width, height);
  ctx.fill();
  for (let i = 0; i < 6; i++) {
    const x = ((i * 71 + 20) % (width - 20)) + 10;
    if (Math.abs(x - width / 2) < 60) continue;
    ctx.strokeStyle = i % 2 ? SEA.weed : SEA.weedLight;
    ctx.lineWidth = 5;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(x, height - 10);
    ctx.quadraticCurveTo(x + Math.sin(t / 900 + i) * 12, height - 40, x + 4, height - 64 - i * 4);
    ctx.stroke();
  }
}

function placeFish(ctx: Ctx, pose: Pose) {
  ctx.translate(pose.x, pose.y);
  if (pose.facingLeft) ctx.scale(-1, 1);
  ctx.rotate(pose.angle);
}

function fishes(ctx: Ctx, game: SeaGame, t: number) {
  for (const swim of game.swims) {
    ctx.save();
    placeFish(ctx, swimPose(swim, game.now));
    drawFish(ctx, swim.code, swim.length, t / 1000 + swim.id);
    ctx.restore();
  }
}

function net(ctx: Ctx, at: Point, age: number, caught: boolean, fade: number) {
  const r = Math.min(1, age / 160) * 30;
  ctx.save();
  ctx.globalAlpha = Math.max(0, 1 - fade);
  ctx.strokeStyle = caught ? SEA.netCaught : SEA.net;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    ctx.moveTo(at.x, at.y);
    ctx.lineTo(at.x + Math.cos(a) * r, at.y + Math.sin(a) * r);
  }
  ctx.moveTo(at.x + r, at.y);
  ctx.arc(at.x, at.y, r, 0, Math.PI * 2);
  ctx.moveTo(at.x + r * 0.55, at.y);
  ctx.arc(at.x, at.y, r * 0.55, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

function shotMarks(ctx: Ctx, game: SeaGame, shot: Shot) {
  const phase = shotPhase(shot.state);
  if (phase === 'failed') return;
  if (phase === 'flying') {
    const at = bulletAt(shot.flight, game.now);
    ctx.fillStyle = SEA.bullet;
    ctx.shadowColor = SEA.bullet;
    ctx.shadowBlur = 10;
    ctx.beginPath();
    ctx.arc(at.x, at.y, 5, 0, Math.PI * 2);
    ctx.fill();
    ctx.shadowBlur = 0;
    return;
  }
  const age = game.now - (shot.openedAt ?? game.now);
  const fade = shot.settledAt === null ? 0 : (game.now - shot.settledAt) / 900;
  net(ctx, shot.flight.to, age, phase === 'caught', fade);
}

function coin(ctx: Ctx, x: number, y: number, r: number) {
  ctx.fillStyle = SEA.coinDark;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = SEA.coin;
  ctx.beginPath();
  ctx.arc(x - r * 0.12, y - r * 0.12, r * 0.8, 0, Math.PI * 2);
  ctx.fill();
}

/** A caught fish flips and fades; its coins arc to the balance; its win rises and fades. */
function catchEffect(ctx: Ctx, game: SeaGame, c: Catch, bank: Point, t: number) {
  const age = game.now - c.at;
  const { pose } = c;
  if (c.fish && age < 900) {
    ctx.save();
    ctx.globalAlpha = 1 - age / 900;
    placeFish(ctx, pose);
    ctx.scale(1, Math.cos(Math.min(1, age / 450) * Math.PI));
    drawFish(ctx, c.fish.code, c.fish.length, t / 1000);
    ctx.restore();
  }
  for (let i = 0; i < 8; i++) {
    const p = Math.min(1, Math.max(0, (age - 250 - i * 60) / 700));
    if (p <= 0 || p >= 1) continue;
    const x = pose.x + (bank.x - pose.x) * p;
    const y = pose.y + (bank.y - pose.y) * p - Math.sin(p * Math.PI) * 60;
    coin(ctx, x + (i % 3) * 6 - 6, y, 7);
  }
  ctx.save();
  ctx.globalAlpha = Math.max(0, 1 - age / 1600);
  ctx.font = 'bold 20px sans-serif';
  ctx.textAlign = 'center';
  ctx.fillStyle = SEA.coin;
  ctx.shadowColor = SEA.textShadow;
  ctx.shadowBlur = 4;
  const x = Math.min(game.sea.width - 44, Math.max(44, pose.x));
  ctx.fillText(`+${c.win}`, x, Math.max(24, pose.y - 24 - age / 40));
  ctx.restore();
}

function cannon(ctx: Ctx, game: SeaGame) {
  const base = cannonAt(game.sea);
  ctx.save();
  ctx.translate(base.x, base.y);
  ctx.rotate(game.aim);
  const barrel = ctx.createLinearGradient(-9, 0, 9, 0);
  barrel.addColorStop(0, SEA.cannonDark);
  barrel.addColorStop(0.5, SEA.cannon);
  barrel.addColorStop(1, SEA.cannonDark);
  ctx.fillStyle = barrel;
  ctx.beginPath();
  ctx.moveTo(-8, 0);
  ctx.lineTo(-12, -42);
  ctx.lineTo(12, -42);
  ctx.lineTo(8, 0);
  ctx.fill();
  ctx.fillStyle = SEA.cannonDark;
  ctx.fillRect(-14, -46, 28, 7);
  ctx.fillRect(-10, -24, 20, 4);
  ctx.restore();
  ctx.fillStyle = SEA.cannonBase;
  ctx.beginPath();
  ctx.arc(base.x, base.y + 16, 36, Math.PI, 0);
  ctx.fill();
  ctx.strokeStyle = SEA.cannon;
  ctx.lineWidth = 2;
  ctx.stroke();
  const hub = ctx.createRadialGradient(base.x - 4, base.y - 2, 2, base.x, base.y + 2, 16);
  hub.addColorStop(0, SEA.bullet);
  hub.addColorStop(1, SEA.cannonDark);
  ctx.fillStyle = hub;
  ctx.beginPath();
  ctx.arc(base.x, base.y + 2, 15, 0, Math.PI * 2);
  ctx.fill();
}

/** One frame of the sea. `bank`: where the coins fly (the balance, in canvas pixels). */
export function paintSea(ctx: Ctx, game: SeaGame, bank: Point, t: number): void {
  const { width, height } = game.sea;
  water(ctx, width, height, t);
  seabed(ctx, width, height, t);
  fishes(ctx, game, t);
  for (const shot of game.shots) shotMarks(ctx, game, shot);
  for (const c of game.catches) catchEffect(ctx, game, c, bank, t);
  cannon(ctx, game);
}
