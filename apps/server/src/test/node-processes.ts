import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { NODE_TEST_PORTS as PORTS } from './ports.ts';

/**
 * Server processes for the tests that run the real entry point (main.ts) as a deployment runs
 * it: several nodes on one database (several-nodes.test.ts), a node killed and started again
 * (house-tables.crash.test.ts). Databases are made and dropped through an admin connection.
 */

const MAIN = path.join(import.meta.dirname, '..', 'main.ts');

export function databaseUrl(pgUrl: string, name: string): string {
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withAdmin<T>(
  pgUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its connections are gone: a pool's `end()` answers before its
 * connections have closed, and ending one of those from the server would be an error in its pool.
 */
export async function dropDatabase(pgUrl: string, name: string): Promise<void> {
  await withAdmin(pgUrl, async (admin) => {
    const until = Date.now() + 5_000;
    while (Date.now() < until) {
      const { rows } = await admin.query(
        'select count(*) as count from pg_stat_activity where datname = $1',
        [name],
      );
      if (Number(rows[0].count) === 0) break;
      await sleep(50);
    }
    await admin.query(`drop database if exists "${name}" with (force)`);
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePorts(count: number): Promise<number[]> {
  const span = PORTS.last - PORTS.first + 1;
  const start = Math.floor(Math.random() * span);
  const found: number[] = [];
  for (let i = 0; i < span && found.length < count; i++) {
    const port = PORTS.first + ((start + i) % span);
    if (await portIsFree(port)) found.push(port);
  }
  if (found.length < count)
    throw new Error(`no ${count} free ports in ${PORTS.first}-${PORTS.last}`);
  return found;
}

export interface NodeProcess {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  exitCode: () => number | null | undefined;
}

export function startNode(name: string, port: number, env: Record<string, string>): NodeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      // The demo's game providers would take a port beside each node's: none here.
      DEMO_PROVIDERS_PORT: '0',
      // One process a node (with REDIS_URL, WORKERS would default to the cores): the tests kill
      // and count nodes by their process. workers.test.ts asks for more.
      WORKERS: '1',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_NAME: name,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let code: number | null | undefined;
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (exitCode) => {
      code = exitCode;
      resolve(exitCode);
    }),
  );
  return {
    name,
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    exitCode: () => code,
  };
}

/** Waits until the node printed its ready lines (or exited, or the time ran out). */
export async function ready(node: NodeProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!node.output().includes('Demo login:')) {
    if (node.exitCode() !== undefined) {
      throw new Error(`${node.name} exited with ${node.exitCode()}:\n${node.output()}`);
    }
    if (Date.now() > until) throw new Error(`${node.name} not ready in time:\n${node.output()}`);
    await sleep(50);
  }
}

export async function post(
  node: NodeProcess,
  url: string,
  body: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are asserted field by field
): Promise<{ status: number; code: number; message: string; data: any }> {
  const response = await fetch(node.base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; message: string; data: unknown };
  return { status: response.status, ...answer };
}
