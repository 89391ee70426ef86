import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A query built and compiled once per database instead of on every call (the hot reads of the
 * polled calls): building a Kysely query and compiling it to SQL costs more than running it on
 * SQLite. The query is built with a marker in place of each argument; every call answers the same
 * SQL text with the markers replaced by the arguments, so the engine's statement caches (the
 * SQLite statement cache of database.ts, PostgreSQL's plan for the text) are reused as before.
 *
 * ```ts
 * const byName = prepared((db, name: string) =>
 *   db.selectFrom('<a table of yours>').select('value').where('name', '=', name),
 * );
 * const rows = await byName(store.db, 'x');
 * ```
 *
 * Each argument must be used as a value, exactly as given (not inside a list, not turned into
 * something else first): building fails at the first call when a marker goes missing. Only for
 * `store.db` (the pool), not for a transaction's handle.
 */
export function prepared<Args extends unknown[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  const compiledFor = new WeakMap<Kysely<Database>, Compiled<Row>>();
  return async (db, ...args) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = compile(db, build, args.length);
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.slots.map((slot, i) =>
      slot < 0 ? compiled.query.parameters[i] : args[slot],
    );
    const result = await db.executeQuery<Row>({ ...compiled.query, parameters });
    return result.rows;
  };
}

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** For each parameter of the SQL: the argument it takes, or -1 for a constant of the query. */
  slots: number[];
}

/** Stands in for argument `index` while the query is built. */
class Marker {
  constructor(readonly index: number) {}
}

function compile<Args extends unknown[], Row>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
  count: number,
): Compiled<Row> {
  const markers = Array.from({ length: count }, (_, i) => new Marker(i));
  const query = build(db, ...(markers as unknown as Args)).compile();
  const slots = query.parameters.map((p) => (p instanceof Marker ? p.index : -1));
  for (let i = 0; i < count; i++) {
    if (!slots.includes(i)) throw new Error(`prepared query: argument ${i} is not a plain value`);
  }
  return { query, slots };
}
