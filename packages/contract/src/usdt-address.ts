/**
 * USDT receiving address formats, the one definition used by the player's card forms (through
 * packages/domain) and the operator's settings schema.
 */
/** TRC20 (TRON): base58 (no 0, O, I, l), 'T' then 33 more: 34 characters. */
export const TRC20_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** ERC20 (Ethereum): '0x' and 40 hex digits. */
export const ERC20_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
