import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Makes both databases read integers the same way: a column whose name ends in `_minor` (money in
 * fen) is always a bigint, every other integer is a number. SQLite runs with safe integers (every
 * integer arrives as bigint) and pg parses int8 to bigint and numeric sums to strings, so this is
 * the one place where the two meet.
 */
export class NormalizeIntegersPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { result } = args;
    if (!result.rows || result.rows.length === 0) return result;
    return { ...result, rows: result.rows.map(normalizeRow) };
  }
}

function normalizeRow(row: UnknownRow): UnknownRow {
  const out: UnknownRow = {};
  for (const key in row) {
    const value = row[key];
    if (key.endsWith('_minor')) {
      out[key] = toMinor(value);
    } else if (typeof value === 'bigint') {
      if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
        throw new RangeError(`column ${key} does not fit a number; name money columns *_minor`);
      }
      out[key] = Number(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

function toMinor(value: unknown): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value))
      throw new RangeError(`money value ${value} is not an integer`);
    return BigInt(value);
  }
  if (typeof value === 'string') return BigInt(value);
  throw new TypeError(`unexpected money value ${String(value)}`);
}
