/**
 * The benchmark database, SQLite or PostgreSQL (`--db sqlite|postgres`), and the reads the bench
 * draws its samples from (addresses, units, the passcode SMS), so every sample comes from the
 * database the server under load reads.
 *
 * - SQLite: a file under data/generated/, generated and imported once per size, then reused.
 * - PostgreSQL: a throw-away cluster like the tests' (scripts/pg-cluster.mjs), filled by the
 *   streaming import (COPY) from the same generated CSV, and removed when the bench ends. The
 *   servers connect over its Unix socket (`--tcp`: loopback TCP).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
// @ts-expect-error plain ESM helper without type declarations
import { startPgCluster } from '../pg-cluster.mjs';

/** A footprint building's address, as the bench's sampling queries select it. */
export interface BuildingRow {
  address_id: string;
  house_number: string;
  street_name: string;
  city: string;
  state: string;
  zip: string;
}

export interface BenchDb {
  dialect: 'sqlite' | 'postgres';
  /** DATABASE_URL of the server under load. */
  url: string;
  /**
   * Rows of a sampling query written once for both: `?` placeholders, and `ROWNUM`, a number
   * spread evenly over the rows (SQLite's rowid; on PostgreSQL a hash of address_id).
   */
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

function sh(root: string, cmd: string, args: string[], env: Record<string, string> = {}): void {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** The generated footprint CSV of `addresses` rows (generated once, then reused). */
function footprintCsv(root: string, addresses: number): string {
  const dir = path.join(root, 'data/generated');
  fs.mkdirSync(dir, { recursive: true });
  const csv = path.join(dir, `footprint-${addresses}.csv`);
  // `.part` marks a generation that did not finish.
  if (fs.existsSync(csv) && !fs.existsSync(`${csv}.part`)) return csv;
  console.log(`Generating ${addresses} addresses (first run only)...`);
  const t = Date.now();
  fs.writeFileSync(`${csv}.part`, '');
  sh(root, 'npm', [
    'run',
    '--silent',
    'footprint:generate',
    '--',
    '--addresses',
    String(addresses),
    '--out',
    csv,
  ]);
  fs.rmSync(`${csv}.part`);
  console.log(`  generated in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return csv;
}

function importFootprint(root: string, csv: string, url: string): void {
  const t = Date.now();
  sh(root, 'npm', ['run', '--silent', 'footprint:import', '--', csv, '--replace'], {
    DATABASE_URL: url,
  });
  console.log(`  imported in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

async function sqliteDb(root: string, addresses: number): Promise<BenchDb> {
  const dir = path.join(root, 'data/generated');
  const dbFile = path.join(dir, `bench-${addresses}.sqlite`);
  const ready = `${dbFile}.ready`;
  if (fs.existsSync(ready)) {
    console.log(`Reusing ${path.relative(root, dbFile)} (delete it to rebuild).`);
  } else {
    for (const f of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) fs.rmSync(f, { force: true });
    const csv = footprintCsv(root, addresses);
    console.log(`Importing ${addresses} addresses into SQLite (first run only)...`);
    importFootprint(root, csv, `sqlite:${dbFile}`);
    fs.writeFileSync(ready, new Date().toISOString());
  }
  return {
    dialect: 'sqlite',
    url: `sqlite:${dbFile}`,
    async rows<T>(sql: string, params: unknown[] = []) {
      // A fresh read-only connection each time: the server writes the file meanwhile.
      const db = new SQLite(dbFile, { readonly: true });
      try {
        return db.prepare(sql.replaceAll('ROWNUM', 'rowid')).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    async close() {},
  };
}

async function postgresDb(root: string, addresses: number): Promise<BenchDb> {
  const csv = footprintCsv(root, addresses);
  const cluster = (await startPgCluster()) as { url: string; socketUrl: string; stop: () => void };
  try {
    console.log(`Importing ${addresses} addresses into a throw-away PostgreSQL (COPY)...`);
    importFootprint(root, csv, cluster.url);
  } catch (e) {
    cluster.stop();
    throw e;
  }
  const pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
  return {
    dialect: 'postgres',
    // Over its Unix socket, as a server on the same machine connects (`--tcp`: loopback TCP).
    url: process.argv.includes('--tcp') ? cluster.url : cluster.socketUrl,
    async rows<T>(sql: string, params: unknown[] = []) {
      let n = 0;
      const text = sql
        .replaceAll('ROWNUM', 'abs(hashtext(address_id))')
        .replace(/\?/g, () => `$${++n}`);
      return (await pool.query(text, params)).rows as T[];
    },
    async close() {
      await pool.end();
      cluster.stop();
    },
  };
}

export function openBenchDb(root: string, dialect: string, addresses: number): Promise<BenchDb> {
  if (dialect === 'sqlite') return sqliteDb(root, addresses);
  if (dialect === 'postgres') return postgresDb(root, addresses);
  throw new Error('--db must be sqlite or postgres');
}
