/**
 * The ledger's idempotency keys of the seamless wallet (DESIGN §5): each derives from the provider
 * and its transaction id, so a transaction never moves money twice (at most 13 + 16 + 1 + 64
 * characters, within the ledger's 160).
 */
export const providerBetKey = (provider: string, txId: string) =>
  `provider.bet:${provider}:${txId}`;
export const providerWinKey = (provider: string, txId: string) =>
  `provider.win:${provider}:${txId}`;
export const providerRollbackKey = (provider: string, txId: string) =>
  `provider.rollback:${provider}:${txId}`;
