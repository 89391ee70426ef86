#!/usr/bin/env node
// An outside implementation of shared/domain/house-games.md for table rounds (baccarat, dragon
// tiger): written from the document alone, with node:crypto and nothing of this project's code, to
// check what GET /api/house/verify?table=&round= answers.
//
//   node scripts/house-verify.mjs http://localhost:8080 bac1 1434567
//
// prints the recomputed cards and outcome and whether the server's answer matches (exit 1 if not).
import { createHash, createHmac } from 'node:crypto';

/** stream(key, prefix): HMAC-SHA256(key, "<prefix>:<k>"), eight big-endian u32 per block. */
function stream(seedHex, prefix) {
  const key = Buffer.from(seedHex, 'hex');
  let k = 0;
  let words = [];
  const next = () => {
    if (words.length === 0) {
      const block = createHmac('sha256', key).update(`${prefix}:${k}`).digest();
      k += 1;
      for (let i = 0; i < 32; i += 4) words.push(block.readUInt32BE(i));
    }
    return words.shift();
  };
  return {
    pick(n) {
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const u = next();
        if (u < limit) return u % n;
      }
    },
  };
}

/** Partial Fisher–Yates over 0 … 52·decks − 1: the first `count` positions. */
function deal(s, decks, count) {
  const shoe = Array.from({ length: 52 * decks }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + s.pick(52 * decks - i);
    [shoe[i], shoe[j]] = [shoe[j], shoe[i]];
  }
  return shoe.slice(0, count);
}

const rank = (c) => ((c % 52) % 13) + 1;
const value = (c) => (rank(c) >= 10 ? 0 : rank(c));
const points = (hand) => hand.reduce((t, c) => t + value(c), 0) % 10;

function baccarat(shoe) {
  const player = [shoe[0], shoe[2]];
  const banker = [shoe[1], shoe[3]];
  let next = 4;
  const natural = points(player) >= 8 || points(banker) >= 8;
  let third = null;
  if (!natural) {
    if (points(player) <= 5) {
      third = shoe[next++];
      player.push(third);
    }
    const b = points(banker);
    const p = third === null ? null : value(third);
    const draws =
      p === null
        ? b <= 5
        : b <= 2 ||
          (b === 3 && p !== 8) ||
          (b === 4 && p >= 2 && p <= 7) ||
          (b === 5 && p >= 4 && p <= 7) ||
          (b === 6 && p >= 6 && p <= 7);
    if (draws) banker.push(shoe[next++]);
  }
  const pp = points(player);
  const bp = points(banker);
  return {
    cards: shoe.slice(0, next),
    outcome: {
      winner: pp > bp ? 'player' : bp > pp ? 'banker' : 'tie',
      player: pp,
      banker: bp,
      playerPair: rank(player[0]) === rank(player[1]),
      bankerPair: rank(banker[0]) === rank(banker[1]),
    },
  };
}

function dragonTiger(shoe) {
  const [d, t] = [rank(shoe[0]), rank(shoe[1])];
  return {
    cards: shoe.slice(0, 2),
    outcome: { winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie' },
  };
}

/** The cards and outcome of a revealed table round, and whether the seed matches its commitment. */
export function recompute({ game, table, round, seed, beacon, commit }) {
  const s = stream(seed, `${table}:${round}:${beacon}`);
  const committed = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex') === commit;
  if (game === 'baccarat') return { committed, ...baccarat(deal(s, 8, 6)) };
  if (game === 'dragon_tiger') return { committed, ...dragonTiger(deal(s, 8, 2)) };
  throw new Error(`this outside check covers baccarat and dragon tiger, not ${game}`);
}

async function main([base, table, round]) {
  if (!base || !table || !round) {
    console.error('usage: node scripts/house-verify.mjs <base url> <table> <round>');
    process.exit(2);
  }
  const url = `${base}/api/house/verify?table=${encodeURIComponent(table)}&round=${round}`;
  const answer = await (await fetch(url)).json();
  if (answer.code !== 200) throw new Error(`${url}: ${answer.message}`);
  const mine = recompute(answer.data);
  const same =
    mine.committed &&
    JSON.stringify(mine.cards) === JSON.stringify(answer.data.cards) &&
    JSON.stringify(mine.outcome) === JSON.stringify(answer.data.outcome);
  console.log(JSON.stringify({ server: answer.data, recomputed: mine, same }, null, 2));
  process.exit(same ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
