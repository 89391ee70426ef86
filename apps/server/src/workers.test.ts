import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts, ready, sleep, startNode, type NodeProcess } from './test/node-processes.ts';

/**
 * WORKERS (workers.ts): the real entry point with WORKERS=2 on one SQLite file and Redis starts
 * two server processes behind one port; both answer calls; a process that dies is started again
 * while the other keeps answering; SIGTERM stops every process and the primary exits 0.
 *
 * Needs TEST_REDIS_URL (WORKERS above 1 is refused without Redis).
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) {
  console.log('TEST_REDIS_URL is needed: the test of WORKERS=2 is SKIPPED.');
}

/**
 * The server processes whose parent is `pid` (Linux's ps): those running main.ts, so tsx's esbuild
 * helper is left out (Node 24 names its main thread, so `comm` no longer says node).
 */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.includes('main.ts'))
      .map((line) => Number(line.split(/\s+/)[0]));
  } catch {
    return []; // ps exits 1 when there is none
  }
}

/** The pids on the request lines of the JSON log (pino writes the process id on every line). */
function servingPids(output: string, url: string): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{') || !line.includes(url)) continue;
    try {
      const entry = JSON.parse(line) as { pid?: number };
      if (entry.pid) pids.add(entry.pid);
    } catch {
      // a line cut in two by the pipe
    }
  }
  return pids;
}

describe.skipIf(!redisUrl)('WORKERS=2: two server processes behind one port', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-workers-'));
  const prefix = `workers-test:${randomBytes(4).toString('hex')}:`;
  let node: NodeProcess | undefined;

  afterAll(async () => {
    if (node && node.exitCode() === undefined) {
      node.child.kill('SIGKILL');
      for (const pid of childrenOf(node.child.pid!)) process.kill(pid, 'SIGKILL');
    }
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves from both, restarts one that dies, and stops cleanly on SIGTERM', async () => {
    const [port] = await freePorts(1);
    node = startNode('wk', port!, {
      WORKERS: '2',
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: prefix,
      DATABASE_URL: `sqlite:${dir}/app.db`,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      WEB_DIST: '',
    });
    await ready(node, 120_000);
    expect(node.output()).toContain('Processes:   2 (WORKERS), each a node; this is the first');
    const primary = node.child.pid!;
    let workers: number[] = [];
    for (let i = 0; i < 600 && workers.length < 2; i++) {
      await sleep(100);
      workers = childrenOf(primary);
    }
    expect(workers).toHaveLength(2);

    // The primary hands new connections to the processes in turn: both answer.
    // A new connection each time (no agent): the primary hands each to the next process.
    const ask = () =>
      new Promise<void>((resolve, reject) => {
        const request = http.request(
          `${node!.base}/api/app`,
          { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
          (response) => {
            response.resume();
            response.on('end', () =>
              response.statusCode === 200
                ? resolve()
                : reject(new Error(`answered ${response.statusCode}`)),
            );
          },
        );
        request.setTimeout(20_000, () => request.destroy(new Error('no answer in 20 s')));
        request.on('error', reject);
        request.end('{}');
      });
    for (let i = 0; i < 10; i++) await ask();
    await sleep(200);
    expect([...servingPids(node.output(), '/api/app')].sort()).toEqual([...workers].sort());

    // One dies: a new process takes its place, and calls are answered meanwhile. (A connection
    // the primary hands out in the instant between the death and its notice is lost with the
    // process, as it would be on a node that dies behind a load balancer.)
    process.kill(workers[1]!, 'SIGKILL');
    for (let i = 0; i < 200 && !node.output().includes('starting it again'); i++) await sleep(50);
    for (let i = 0; i < 5; i++) await ask();
    let now: number[] = [];
    for (let i = 0; i < 600; i++) {
      now = childrenOf(primary);
      if (now.length === 2 && !now.includes(workers[1]!)) break;
      await sleep(100);
    }
    expect(now).toHaveLength(2);
    expect(now).toContain(workers[0]);
    expect(node.output()).toContain('server process 2 exited (SIGKILL); starting it again');

    node.child.kill('SIGTERM');
    expect(await node.exited, node.output().slice(-3000)).toBe(0);
    expect(childrenOf(primary)).toEqual([]);
    // The database was closed by both: no WAL left to replay.
    const wal = path.join(dir, 'app.db-wal');
    expect(!fs.existsSync(wal) || fs.statSync(wal).size === 0).toBe(true);
  }, 400_000);
});
