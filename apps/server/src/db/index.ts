/**
 * Database access: one Kysely instance over better-sqlite3 (default, WAL) or PostgreSQL (pg),
 * chosen by DATABASE_URL. Everything above this file is dialect-agnostic; where SQL must differ
 * (upserts, id columns, text search) branch on `dialect`.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  type LogEvent,
  type MigrationResultSet,
} from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations/index';
import { postgresPool } from './pg-pool';
import { ImmediateSqliteDialect } from './transaction';
import { fromRepoRoot } from '../paths';
import type { Db } from './types';

export type { Db, SqlDialect } from './types';

export type ParsedDatabaseUrl =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; connectionString: string };

/** Parse `sqlite:<path>` (relative to the repo root, or `:memory:`) or `postgres://...`. */
export function parseDatabaseUrl(url: string): ParsedDatabaseUrl {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (!file)
      throw new Error('a sqlite: URL needs a file path, e.g. sqlite:./data/bizline.sqlite');
    return { dialect: 'sqlite', file: file === ':memory:' ? file : fromRepoRoot(file) };
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return { dialect: 'postgres', connectionString: url };
  }
  throw new Error('must start with sqlite: or postgres://');
}

function redactPassword(connectionString: string): string {
  try {
    const u = new URL(connectionString);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}

export interface OpenDbOptions {
  poolSize?: number;
  /** PostgreSQL: give up on a new connection after this long (the server: 503, issue 11). */
  connectTimeoutMs?: number;
  /** PostgreSQL: statements end after this long, server-side and (1 s later) client-side. */
  statementTimeoutMs?: number;
  /** PostgreSQL: prepare each SQL text once per connection (./pg-pool.ts; default on). */
  preparedStatements?: boolean;
  /** Kysely's query log (the query spans of observability/tracing.ts when tracing is on). */
  onQuery?: (event: LogEvent) => void;
}

export function openDb(url: string, options: OpenDbOptions = {}): Db {
  const parsed = parseDatabaseUrl(url);
  if (parsed.dialect === 'sqlite') {
    if (parsed.file !== ':memory:') fs.mkdirSync(path.dirname(parsed.file), { recursive: true });
    const sqlite = new SQLite(parsed.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    // Several processes may share one file; wait for a writer instead of failing at once.
    sqlite.pragma('busy_timeout = 5000');
    const kysely = new Kysely<Database>({
      // Transactions begin IMMEDIATE (db/transaction.ts): several processes may share the file.
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
      ...(options.onQuery ? { log: options.onQuery } : {}),
    });
    return {
      kysely,
      dialect: 'sqlite',
      description: `sqlite:${parsed.file}`,
      close: () => kysely.destroy(),
    };
  }
  const pool = postgresPool(parsed.connectionString, options.poolSize ?? 10, options);
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    ...(options.onQuery ? { log: options.onQuery } : {}),
  });
  return {
    kysely,
    dialect: 'postgres',
    description: redactPassword(parsed.connectionString),
    close: () => kysely.destroy(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/**
 * better-sqlite3 compiles SQL on every `prepare()`, and Kysely prepares every query it runs:
 * under load, compiling was an eighth of the API's CPU time (issue 3 benchmark). Compiled
 * statements are kept by SQL text (bounded, oldest dropped first) and reused; a statement busy
 * in a streaming read is never handed out twice. SQLite re-prepares a cached statement itself
 * when the schema changes.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    const cached = cache.get(source);
    if (cached && !cached.busy) return cached;
    const statement = sqlite.prepare(source);
    if (!cached) {
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/** Bring the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations({ dialect: db.dialect }) },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
  return result;
}

/** True when the database answers a trivial query. */
export async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db.kysely);
    return true;
  } catch {
    return false;
  }
}
