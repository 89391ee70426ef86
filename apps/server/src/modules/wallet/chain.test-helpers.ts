import type { LocalChain } from '@app/chain-local/local-chain';
import type { Config } from '../../platform/config.ts';

/** The tests' chains watch 3 confirmations. */
export const CONFIRMATIONS = 3;

/** The configuration of an app watching the local chain's test USDT as ERC20. */
export function chainConfig(chain: LocalChain, confirmations = CONFIRMATIONS): Partial<Config> {
  return {
    chains: {
      chains: {
        ERC20: {
          chain: 'ERC20',
          source: 'rpc',
          urls: [chain.rpc],
          apiKey: undefined,
          token: chain.token,
          xpub: chain.xpub,
          confirmations,
          maxRange: 500,
        },
      },
      scanSeconds: 3,
    },
  };
}
