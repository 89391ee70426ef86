/**
 * The answers of the fake TronGrid, in the documented shapes (CONTEXT.md cites the pages): the
 * full node's /wallet API (hex without 0x, addresses 41-hex) and TronGrid's v1 extension API
 * (contract addresses base58, event arguments of type address as 0x + 20-byte hex).
 */
import { TRANSFER_TOPIC, word } from './evm.ts';
import { tronHexToBase58, tronToEvmHex } from './tron-address.ts';
import type { TronBlock, TronChain, TronTransfer } from './tron-chain.ts';

export interface TokenInfo {
  /** 41-hex. */
  token41: string;
  /** 41-hex of the account that holds the supply. */
  funder41: string;
  supply: bigint;
}

const WITNESS = '41' + 'a0'.repeat(20);
const TRANSFER_EVENT = 'Transfer(address indexed from, address indexed to, uint256 value)';
/** TRON's blocks are solidified about 19 blocks (2/3 of the 27 super representatives) later. */
export const SOLIDIFY_DEPTH = 19;

function transactionJson(tx: TronTransfer, token: TokenInfo) {
  return {
    ret: [{ contractRet: 'SUCCESS' }],
    txID: tx.txId,
    raw_data: {
      contract: [
        {
          parameter: {
            value: {
              data: `a9059cbb${word(tronToEvmHex(tx.to))}${word(tx.value)}`,
              owner_address: tx.from,
              contract_address: token.token41,
            },
            type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
          },
          type: 'TriggerSmartContract',
        },
      ],
      fee_limit: 100_000_000,
      timestamp: tx.sentAt,
    },
  };
}

/** /wallet/getnowblock, /wallet/getblockbynum: `transactions` only when there are some. */
export function blockJson(block: TronBlock, token: TokenInfo) {
  return {
    blockID: block.id,
    block_header: {
      raw_data: {
        number: block.number,
        txTrieRoot: '0'.repeat(64),
        witness_address: WITNESS,
        parentHash: block.parentId,
        version: 31,
        timestamp: block.timestamp,
      },
      witness_signature: '0'.repeat(130),
    },
    ...(block.txs.length > 0
      ? { transactions: block.txs.map((tx) => transactionJson(tx, token)) }
      : {}),
  };
}

/** /wallet/gettransactioninfobyid: `{}` for an unknown or pending id. */
export function transactionInfoJson(chain: TronChain, txId: string, token: TokenInfo) {
  const found = chain.findTx(txId.toLowerCase());
  if (!found) return {};
  const { block, tx } = found;
  return {
    id: tx.txId,
    fee: 0,
    blockNumber: block.number,
    blockTimeStamp: block.timestamp,
    contractResult: [word(1n)],
    contract_address: token.token41,
    receipt: { energy_usage_total: 14_650, net_usage: 345, result: 'SUCCESS' },
    log: [
      {
        address: token.token41.slice(2),
        topics: [TRANSFER_TOPIC.slice(2), word(tronToEvmHex(tx.from)), word(tronToEvmHex(tx.to))],
        data: word(tx.value),
      },
    ],
  };
}

export interface TronEvent {
  block_number: number;
  block_timestamp: number;
  caller_contract_address: string;
  contract_address: string;
  event_index: number;
  event_name: string;
  result: Record<string, string>;
  result_type: Record<string, string>;
  event: string;
  transaction_id: string;
  _unconfirmed?: boolean;
}

/** One TronGrid v1 event per transfer, in chain order, each with its sort key. */
export function transferEvents(chain: TronChain, token: TokenInfo) {
  const contract = tronHexToBase58(token.token41);
  const tip = chain.tip().number;
  return chain.blocks.flatMap((block) =>
    block.txs.map((tx, index) => {
      const from = tronToEvmHex(tx.from);
      const to = tronToEvmHex(tx.to);
      const value = tx.value.toString();
      const event: TronEvent = {
        block_number: block.number,
        block_timestamp: block.timestamp,
        caller_contract_address: contract,
        contract_address: contract,
        event_index: 0,
        event_name: 'Transfer',
        result: { 0: from, 1: to, 2: value, from, to, value },
        result_type: { from: 'address', to: 'address', value: 'uint256' },
        event: TRANSFER_EVENT,
        transaction_id: tx.txId,
        ...(block.number > tip - SOLIDIFY_DEPTH ? { _unconfirmed: true } : {}),
      };
      return { key: [block.number, index, 0] as const, event };
    }),
  );
}

/** /wallet/triggerconstantcontract: balanceOf(address) and decimals() of the token. */
export function triggerConstantJson(
  chain: TronChain,
  token: TokenInfo,
  body: { contract_address?: string; function_selector?: string; parameter?: string },
) {
  const contract = body.contract_address ?? '';
  const isToken =
    contract.toLowerCase() === token.token41 || contract === tronHexToBase58(token.token41);
  if (!isToken) {
    const message = Buffer.from('Smart contract is not exist.').toString('hex');
    return { result: { code: 'CONTRACT_VALIDATE_ERROR', message } };
  }
  const selector = (body.function_selector ?? '').replace(/\s/g, '');
  let value: bigint;
  if (selector === 'balanceOf(address)') {
    const owner = `41${(body.parameter ?? '').slice(-40).toLowerCase()}`;
    value = chain.balanceOf(owner, token.funder41, token.supply);
  } else if (selector === 'decimals()') {
    value = 6n;
  } else {
    const message = Buffer.from('REVERT opcode executed').toString('hex');
    return { result: { code: 'CONTRACT_EXE_ERROR', message }, energy_used: 200 };
  }
  return {
    result: { result: true },
    energy_used: 935,
    constant_result: [word(value)],
    transaction: { ret: [{}], visible: false, txID: '0'.repeat(64), raw_data: {} },
  };
}

/** GET /v1/accounts/{address}: `trc20` balances; `data: []` for an account never seen. */
export function accountJson(chain: TronChain, token: TokenInfo, address41: string) {
  const seen =
    address41 === token.funder41 ||
    chain.blocks.some((block) =>
      block.txs.some((tx) => tx.to === address41 || tx.from === address41),
    );
  const meta = { at: Date.now(), page_size: seen ? 1 : 0 };
  if (!seen) return { data: [], success: true, meta };
  const balance = chain.balanceOf(address41, token.funder41, token.supply);
  return {
    data: [
      {
        address: address41,
        balance: 0,
        create_time: chain.startTime,
        trc20: [{ [tronHexToBase58(token.token41)]: balance.toString() }],
      },
    ],
    success: true,
    meta,
  };
}
