import { findProvider } from '../modules/providers/index.ts';
import { expect, Suite, type CheckEnv, type CheckResult } from './kit.ts';
import { seamlessChecks } from './seamless-checks.ts';
import { transferChecks } from './transfer-checks.ts';

export type { CheckEnv, CheckResult } from './kit.ts';

/** Runs every check that applies to the provider's mode; the results in order. */
export async function runProviderChecks(env: CheckEnv): Promise<CheckResult[]> {
  const provider = await findProvider(env.ctx, env.code);
  if (!provider) return [{ name: '厂商配置', ok: false, detail: `没有代码为 ${env.code} 的厂商` }];
  const suite = new Suite(env, provider);
  await suite.check('厂商配置', async () => {
    expect(provider.credentials !== null, '未设置密钥');
    expect(provider.enabled, '厂商未启用');
    return `${provider.mode} · ${provider.signing} · ${provider.baseUrl}`;
  });
  if (suite.results.some((r) => !r.ok)) return suite.results;
  await (provider.mode === 'seamless' ? seamlessChecks(suite) : transferChecks(suite));
  await suite.check('账本校验（ledger:verify）', () => suite.ledgerHolds());
  return suite.results;
}
