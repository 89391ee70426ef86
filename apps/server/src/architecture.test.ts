import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES } from './app.ts';
import { PLATFORM_TABLES } from './platform/migrations.ts';

/**
 * The module rules of DESIGN §2, checked on the sources: a module queries only the tables it
 * owns; every table has exactly one owner; modules import each other only in the order of the
 * module list (so no cycle between modules); no two files import each other, at any distance.
 */

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !/\.test\.ts$|test-helpers\.ts$/.test(entry.name)
      ? [full]
      : [];
  });
}

const TABLE_CALL =
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|createTable|alterTable|dropTable|on)\(\s*'([a-z_]+)(?: as [a-z_]+)?'/g;
const RAW_SQL = /\b(?:from|into|update|join|table)\s+"?([a-z_]+)"?/gi;

/** Every table a file's queries name: Kysely calls, and table names after SQL keywords in text. */
function tablesNamed(text: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(TABLE_CALL)) if (known.has(match[1]!)) found.add(match[1]!);
  for (const literal of text.matchAll(/`[^`]*`|'[^'\n]*'/g)) {
    for (const match of literal[0].matchAll(RAW_SQL)) {
      const name = match[1]!.toLowerCase();
      if (known.has(name)) found.add(name);
    }
  }
  return found;
}

const owners = new Map<string, string>();
for (const table of PLATFORM_TABLES) owners.set(table, 'platform');
for (const module of MODULES) {
  for (const table of module.tables) {
    if (owners.has(table))
      throw new Error(`${table} is owned by ${owners.get(table)} and ${module.name}`);
    owners.set(table, module.name);
  }
}
const known = new Set(owners.keys());

/**
 * Every file's entries of `interface Database` (the platform's schema.ts and each module's
 * augmentation in its tables.ts), by file relative to src: table name and its type's name.
 */
function databaseDeclarations(): Record<string, { table: string; type: string }[]> {
  const found: Record<string, { table: string; type: string }[]> = {};
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\binterface Database \{([^}]*)\}/g)) {
      const entries = [...match[1]!.matchAll(/^\s+([a-z_]+): (\w+);/gm)].map((m) => ({
        table: m[1]!,
        type: m[2]!,
      }));
      (found[path.relative(SRC, file)] ??= []).push(...entries);
    }
  }
  return found;
}

describe('module boundaries', () => {
  it('every table of the schema has exactly one owner', () => {
    const tables = Object.values(databaseDeclarations()).flatMap((entries) =>
      entries.map((e) => e.table),
    );
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((t) => !owners.has(t))).toEqual([]);
    expect(tables.filter((t, i) => tables.indexOf(t) !== i)).toEqual([]);
    expect([...owners.keys()].filter((t) => !tables.includes(t))).toEqual([]);
  });

  it("a module's tables.ts declares the type of each table it lists, and nothing else does", () => {
    const declared = databaseDeclarations();
    const texts = sourceFiles(SRC).map((f) => [f, fs.readFileSync(f, 'utf8')] as const);
    const problems: string[] = [];
    for (const [table, owner] of owners) {
      const file =
        owner === 'platform' ? 'platform/db/schema.ts' : path.join('modules', owner, 'tables.ts');
      const entry = (declared[file] ?? []).find((e) => e.table === table);
      if (!entry) {
        problems.push(`${table} is not in the Database of ${file}`);
        continue;
      }
      const declares = new RegExp(`\\binterface ${entry.type}\\b`);
      const where = texts
        .filter(([, text]) => declares.test(text))
        .map(([f]) => path.relative(SRC, f));
      if (where.length !== 1 || where[0] !== file) {
        problems.push(`${entry.type} (${table}) is declared in [${where.join(', ')}], not ${file}`);
      }
    }
    for (const file of Object.keys(declared)) {
      const allowed =
        file === 'platform/db/schema.ts' || /^modules\/[a-z-]+\/tables\.ts$/.test(file);
      if (!allowed) problems.push(`${file} adds to Database outside a tables.ts`);
    }
    expect(problems).toEqual([]);
  });

  it('a module queries only the tables it owns; platform only its own', () => {
    const breaches: string[] = [];
    const check = (dir: string, owner: string, allowed: ReadonlySet<string>) => {
      for (const file of sourceFiles(dir)) {
        for (const table of tablesNamed(fs.readFileSync(file, 'utf8'), known)) {
          if (!allowed.has(table)) {
            breaches.push(
              `${path.relative(SRC, file)} (${owner}) names ${table} of ${owners.get(table)}`,
            );
          }
        }
      }
    };
    for (const module of MODULES) {
      check(path.join(SRC, 'modules', module.name), module.name, new Set(module.tables));
    }
    check(path.join(SRC, 'platform'), 'platform', new Set(PLATFORM_TABLES));
    expect(breaches).toEqual([]);
  });

  it('the check sees a query on a foreign table', () => {
    const text =
      "db.selectFrom('users as u').innerJoin('ledger_accounts', 'a', 'b'); sql`select 1 from venues`";
    expect([...tablesNamed(text, known)].sort()).toEqual(['ledger_accounts', 'users', 'venues']);
  });

  it('every module folder is in the module list', () => {
    const folders = fs.readdirSync(path.join(SRC, 'modules')).sort();
    expect(folders).toEqual(MODULES.map((m) => m.name).sort());
  });
});

const IMPORT =
  /(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => path.resolve(path.dirname(file), (m[1] ?? m[2])!));
}

describe('import graph', () => {
  const files = sourceFiles(SRC);
  const graph = new Map(
    files.map((file) => [file, importsOf(file).filter((f) => files.includes(f))]),
  );

  it('a module uses only modules listed before it in app.ts (no cycle between modules)', () => {
    const order = new Map(MODULES.map((m, index) => [m.name, index]));
    const moduleOf = (file: string) => {
      const rel = path.relative(path.join(SRC, 'modules'), file).split(path.sep);
      return rel.length > 1 && !rel[0]!.startsWith('..') ? rel[0] : undefined;
    };
    const breaches: string[] = [];
    for (const [file, targets] of graph) {
      const from = moduleOf(file);
      if (!from) continue;
      for (const target of targets) {
        const to = moduleOf(target);
        if (to && to !== from && order.get(to)! >= order.get(from)!) {
          breaches.push(`${from} -> ${to} (${path.relative(SRC, file)})`);
        }
      }
    }
    expect(breaches).toEqual([]);
  });

  it('no file imports itself through others (no cycle between files)', () => {
    // Tarjan's strongly connected components: any component of two or more files is a cycle.
    let index = 0;
    const indices = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    const visit = (file: string) => {
      indices.set(file, index);
      low.set(file, index);
      index += 1;
      stack.push(file);
      onStack.add(file);
      for (const next of graph.get(file) ?? []) {
        if (!indices.has(next)) {
          visit(next);
          low.set(file, Math.min(low.get(file)!, low.get(next)!));
        } else if (onStack.has(next)) {
          low.set(file, Math.min(low.get(file)!, indices.get(next)!));
        }
      }
      if (low.get(file) === indices.get(file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(path.relative(SRC, member));
        } while (member !== file);
        if (component.length > 1) cycles.push(component.sort());
      }
    };
    for (const file of graph.keys()) if (!indices.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
