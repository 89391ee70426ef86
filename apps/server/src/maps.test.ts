import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, MODULES } from './app.ts';
import type { MigrationPart } from './platform/db/migration-part.ts';

/**
 * The server's map (CONTEXT.md) stays true, and migration numbers stay unique: a module folder missing from the map, two migrations sharing a number (parallel
 * branches each taking "the next one"), or a stale "next migration number" fails here.
 */

const SRC = import.meta.dirname;
const CONTEXT = fs.readFileSync(path.join(SRC, '../CONTEXT.md'), 'utf8');

/** The module lines of the map's layout: `  <name>  <what it is>` between `modules/` and `test/`. */
function modulesInMap(context: string): string[] {
  const layout = context.slice(context.indexOf('\nmodules/'), context.indexOf('\ntest/'));
  return [...layout.matchAll(/^ {2}([a-z][a-z-]*)(?= )/gm)].map((m) => m[1]!);
}

/** Migration names grouped by number, for the numbers that carry more than one name. */
function numberClashes(names: readonly string[]): Record<string, string[]> {
  const byNumber = new Map<string, Set<string>>();
  for (const name of names) {
    const number = name.slice(0, 4);
    byNumber.set(number, (byNumber.get(number) ?? new Set()).add(name));
  }
  return Object.fromEntries(
    [...byNumber]
      .filter(([, group]) => group.size > 1)
      .map(([number, group]) => [number, [...group].sort()]),
  );
}

function migrationFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return migrationFiles(full);
    return path.basename(dir) === 'migrations' && entry.name.endsWith('.ts') ? [full] : [];
  });
}

function isPart(value: unknown): value is MigrationPart {
  return typeof value === 'object' && value !== null && 'name' in value && 'up' in value;
}

describe('the server map (CONTEXT.md)', () => {
  it('lists every module folder, in MODULES order, and nothing else', () => {
    const folders = fs.readdirSync(path.join(SRC, 'modules')).sort();
    const listed = modulesInMap(CONTEXT);
    expect([...listed].sort()).toEqual(folders);
    expect(listed).toEqual(MODULES.map((module) => module.name));
  });

  it('reads the module lines of a layout', () => {
    const layout =
      '```\nmodules/  x\n  ledger   money\n               more text\n  demo-venue  games\ntest/\n';
    expect(modulesInMap(layout)).toEqual(['ledger', 'demo-venue']);
  });

  it('names as the next migration number the one after the highest in use', () => {
    const highest = Math.max(...MIGRATIONS.map((part) => Number(part.name.slice(0, 4))));
    const next = /The next migration number is `(\d{4})`/.exec(CONTEXT)?.[1];
    expect(next).toBe(String(highest + 1).padStart(4, '0'));
  });
});

describe('migration numbers', () => {
  it('no two migrations share a number (parts of one migration share its whole name)', () => {
    expect(numberClashes(MIGRATIONS.map((part) => part.name))).toEqual({});
  });

  it('a number taken by two names is a clash; a gap is not', () => {
    const names = ['0001_a', '0001_a', '0002_b', '0002_c', '0005_d'];
    expect(numberClashes(names)).toEqual({ '0002': ['0002_b', '0002_c'] });
  });

  it('every migration file is named as its part, and its part is in MIGRATIONS', async () => {
    const files = [
      ...migrationFiles(path.join(SRC, 'modules')),
      ...migrationFiles(path.join(SRC, 'platform')),
    ];
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const parts = Object.values((await import(file)) as Record<string, unknown>).filter(isPart);
      const where = path.relative(SRC, file);
      expect(parts.length, where).toBeGreaterThan(0);
      for (const part of parts) {
        expect(`${part.name}.ts`, where).toBe(path.basename(file));
        expect(MIGRATIONS.includes(part), `${where} is not in MIGRATIONS`).toBe(true);
      }
    }
  });
});
