import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { NormalizeIntegersPlugin } from './normalize-plugin.ts';
import { startWalCheckpoints, type WalCheckpointer } from './wal-checkpoints.ts';

export type DialectName = 'sqlite' | 'postgres';

/** The database handle every module receives: Kysely plus which engine is behind it. */
export interface Store {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema the store runs in, when not the default. */
  schema?: string;
  close(): Promise<void>;
}

export type Tx = Transaction<Database>;

// int8 as bigint: money must never pass through a float.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => BigInt(text));

/** SQLite writes take the database write lock at BEGIN (DESIGN §3: `BEGIN IMMEDIATE`). */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

type SqliteConfig = ConstructorParameters<typeof SqliteDialect>[0];

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #sqliteConfig: SqliteConfig;
  constructor(config: SqliteConfig) {
    super(config);
    this.#sqliteConfig = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#sqliteConfig);
  }
}

export interface OpenOptions {
  /** PostgreSQL only: run in this schema (created when missing). Used by tests. */
  schema?: string;
  poolSize?: number;
  /**
   * SQLite file only: checkpoint the WAL from a worker thread (`wal-checkpoints.ts`) rather than
   * inside the commit that crosses `wal_autocheckpoint`. The server and the benches set it.
   */
  backgroundCheckpoints?: boolean;
}

export function openStore(url: string, options: OpenOptions = {}): Store {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return openPostgres(url, options);
  }
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length), options);
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got ${url.split(':')[0]})`);
}

/**
 * With background checkpoints: how often the worker checkpoints the WAL. A commit that finds
 * 1,000 pages in the WAL (SQLite's `wal_autocheckpoint`, unchanged) still checkpoints what the
 * worker has not copied yet: under continuous writes only the writer can start the WAL over.
 */
const WAL_CHECKPOINT_MS = 100;

function openSqlite(file: string, options: OpenOptions): Store {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 10000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.defaultSafeIntegers(true);
  let background: WalCheckpointer | undefined;
  if (options.backgroundCheckpoints && file !== ':memory:') {
    background = startWalCheckpoints(file, WAL_CHECKPOINT_MS, (message) =>
      console.error(`WAL checkpoints: ${message}`),
    );
  }
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new NormalizeIntegersPlugin()],
  });
  return {
    db,
    dialect: 'sqlite',
    async close() {
      await background?.stop();
      await db.destroy();
    },
  };
}

const STATEMENT_CACHE_MAX = 500;

/**
 * better-sqlite3 compiles a statement on every `prepare`, and Kysely prepares on every query;
 * compiled statements are kept per SQL text (at most STATEMENT_CACHE_MAX, oldest dropped), which
 * makes a lookup several times cheaper. Kysely runs one statement at a time on this connection.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_MAX) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

function openPostgres(url: string, options: OpenOptions): Store {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`bad schema name ${schema}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new NormalizeIntegersPlugin()],
  });
  return { db, dialect: 'postgres', ...(schema ? { schema } : {}), close: () => db.destroy() };
}

/** Creates the schema a PostgreSQL store runs in (tests), before the store is used. */
export async function createPostgresSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists "${schema}"`);
  } finally {
    await client.end();
  }
}
