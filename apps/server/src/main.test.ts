import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The real entry point: starts, seeds, serves, and on SIGTERM finishes and closes cleanly. */
describe('main', () => {
  it('starts with demo data, prints the login, and shuts down gracefully on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-main-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')],
      {
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: `sqlite:${dir}/app.db`,
          LOG_LEVEL: 'info',
          WEB_DIST: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    // Starting through tsx and seeding takes seconds; on a loaded machine, tens of them.
    for (let i = 0; i < 900 && !output.includes('Demo login') && child.exitCode === null; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(output).toContain(`http://localhost:${port}/`);
    expect(output).toContain('Demo login:  demo001 / demo123');
    const inFlight = fetch(`http://127.0.0.1:${port}/api/login_pc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'demo001', password: 'demo123' }),
    });
    // Signal once the server has the request (its argon2 check takes tens of milliseconds).
    for (let i = 0; i < 200 && !output.includes('/api/login_pc'); i++) {
      await new Promise((r) => setTimeout(r, 2));
    }
    child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    const code = await exited;
    expect(code, output).toBe(0);
    expect(output).toContain('shutting down');
    // The database closed cleanly: no WAL left to replay.
    const wal = path.join(dir, 'app.db-wal');
    expect(!fs.existsSync(wal) || fs.statSync(wal).size === 0).toBe(true);
  }, 180_000);

  it('refuses demo settings in production with one line and exit code 1', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-main-'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')],
      {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DEMO_SEED: '1',
          PORT: '0',
          DATABASE_URL: `sqlite:${dir}/app.db`,
          WEB_DIST: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) =>
      child.on('exit', (exitCode) => resolve(exitCode)),
    );
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      'failed to start: DEMO_SEED is for demos only and is refused when NODE_ENV=production',
    ]);
    expect(fs.existsSync(path.join(dir, 'app.db'))).toBe(false);
  });
});
