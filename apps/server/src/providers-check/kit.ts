import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../platform/context.ts';
import { inTransaction } from '../platform/db/transaction.ts';
import { beijingDate } from '../platform/time.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { creditFromHouse, playerBalance, verifyLedger } from '../modules/ledger/index.ts';
import { providerGames, reconcileProvider, type Provider } from '../modules/providers/index.ts';
import { createUser } from '../modules/users/index.ts';

/**
 * The conformance suite of a provider configuration (`npm run providers:check <code>`,
 * docs/providers.md): what a provider connected to this platform must do, and what we promise it,
 * checked end to end through the same paths players and providers use. Against the fake provider
 * (its control API answers) it also injects every fault. Each check is named in Chinese for the
 * operator who runs it; the suite never stops at the first failure.
 */

export interface CheckEnv {
  app: FastifyInstance;
  ctx: AppContext;
  code: string;
  /** The fake provider's control API (its address and token), when the provider is the fake. */
  control?: { url: string; token?: string };
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
}

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export class CheckFailure extends Error {}

export function expect(condition: unknown, detail: string): asserts condition {
  if (!condition) throw new CheckFailure(detail);
}

export interface TestPlayer {
  userId: number;
  ref: string;
  token: string;
}

/** What every check runs with. */
export class Suite {
  readonly results: CheckResult[] = [];
  private serial = 0;

  constructor(
    readonly env: CheckEnv,
    readonly provider: Provider,
  ) {}

  get ctx(): AppContext {
    return this.env.ctx;
  }

  async check(name: string, work: () => Promise<string | void>): Promise<boolean> {
    try {
      const detail = (await work()) ?? '';
      this.results.push({ name, ok: true, detail });
      this.env.log?.(`  ✓ ${name}${detail ? `: ${detail}` : ''}`);
      return true;
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      this.results.push({ name, ok: false, detail });
      this.env.log?.(`  ✗ ${name}: ${detail}`);
      return false;
    }
  }

  /** A player of this run (name `pc…`), logged in, with `yuan` in the platform wallet. */
  async player(yuan: number): Promise<TestPlayer> {
    this.serial += 1;
    const name = `pc${randomBytes(5).toString('hex')}${this.serial}`.slice(0, 16);
    const password = randomBytes(9).toString('base64url');
    const passwordHash = await hashPassword(password);
    const now = this.ctx.clock.now();
    const userId = await inTransaction(this.ctx.store, async (tx) => {
      const id = await createUser(
        tx,
        { username: name, realname: '', passwordHash, payPasswordHash: null, pid: null },
        now,
      );
      if (yuan > 0) {
        await creditFromHouse(this.ctx, tx, {
          userId: id,
          purpose: 'demo_credit',
          amountMinor: BigInt(yuan) * 100n,
          key: `providers-check:${id}`,
          kind: 'demo_credit',
        });
      }
      return id;
    });
    const login = await this.call('/api/login_pc', { name, password });
    expect(login.code === 200, `登录失败：${login.message}`);
    return { userId, ref: `u${userId}`, token: (login.data as { token: string }).token };
  }

  /** A call of the player app (through the app itself, as the browser makes it). */
  async call(url: string, payload: unknown, token?: string) {
    const response = await this.env.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'idempotency-key': randomBytes(12).toString('hex'),
      },
    });
    return response.json() as { code: number; message: string; data: unknown };
  }

  async balance(player: TestPlayer): Promise<string> {
    return formatMinor(await playerBalance(this.ctx.store, player.userId));
  }

  /** The fake's control API. */
  async control(path: string, body?: unknown): Promise<Record<string, unknown>> {
    const control = this.env.control;
    if (!control) throw new CheckFailure('不是模拟厂商，无法注入故障');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (control.token) headers['x-control-token'] = control.token;
    const response = await fetch(`${control.url}/_control/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as Record<string, unknown>;
    expect(
      response.ok,
      `模拟厂商控制接口 ${path}: HTTP ${response.status} ${String(json.error ?? '')}`,
    );
    return json;
  }

  /** Today's reconciliation shows no mismatch. */
  async reconciled(): Promise<string> {
    const report = await reconcileProvider(
      this.ctx,
      this.provider.code,
      beijingDate(this.ctx.clock.now()),
    );
    expect(report.error === '', report.error);
    const listed = report.mismatches
      .slice(0, 3)
      .map((m) => `${m.problem} ${m.kind} ${m.id} ours=${m.ours} theirs=${m.theirs}`)
      .join('; ');
    expect(report.mismatches.length === 0, `${report.mismatches.length} 条差异: ${listed}`);
    return `${report.matched} 条一致（我方 ${report.ours.count} 条 ${report.ours.total}，厂商 ${report.theirs.count} 条 ${report.theirs.total}）`;
  }

  /** The provider's game list, signed by us (a check): its first game's code, '' when none. */
  async firstGame(): Promise<string> {
    let gameCode = '';
    await this.check('游戏列表（我方签名）', async () => {
      const games = await providerGames(this.provider);
      expect(games.length > 0, '厂商没有游戏');
      gameCode = games[0]!.code;
      return `${games.length} 款游戏`;
    });
    return gameCode;
  }

  async ledgerHolds(): Promise<string> {
    const report = await verifyLedger(this.ctx.store);
    const broken = report.checks.filter((c) => !c.ok).map((c) => c.name);
    expect(report.ok, `账本不平：${broken.join(', ')}`);
    return `${report.checks.length} 项检查通过`;
  }
}
