/**
 * Read replicas: `DATABASE_REPLICA_URLS` (comma-separated PostgreSQL URLs of
 * streaming replicas) for the reads that tolerate a little lag: the street typeahead and the
 * units of a building, read by every visitor on every keystroke, and the catalogue's re-check
 * (each process re-reads the active catalogue every few seconds). Everything else (sessions,
 * carts, checkout, qualification, which read what they just wrote) stays on the primary. The
 * storefront's copy (CONTENT_DIR) is files, not rows: nothing to replicate.
 *
 * `withReplicas` gives the Db a second Kysely, `reads`, over kysely-replication: its SELECTs go to
 * the replicas in turn (round robin); anything else sent through it would go to the primary.
 * `lagTolerant(db)` is the Db those reads use: the replicas when there are any, else the primary.
 */
import { Kysely, PostgresDialect } from 'kysely';
import { KyselyReplicationDialect } from 'kysely-replication';
import { RoundRobinReplicaStrategy } from 'kysely-replication/strategy/round-robin';
import { postgresPool } from './pg-pool';
import type { Database } from './schema';
import type { Db } from './types';

interface ReplicaOptions {
  poolSize?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
}

function dialect(connectionString: string, options: ReplicaOptions, max: number) {
  return new PostgresDialect({ pool: postgresPool(connectionString, max, options) });
}

/** `a, b,,c` -> ['a', 'b', 'c'] (DATABASE_REPLICA_URLS). */
export const commaSeparated = (v: string): string[] =>
  v
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);

/** `db` with `reads` over the replicas of `replicaUrls` (none: `db` unchanged). */
export function withReplicas(
  db: Db,
  primaryUrl: string,
  replicaUrls: readonly string[],
  options: ReplicaOptions = {},
): Db {
  const [first, ...rest] = replicaUrls;
  if (!first) return db;
  if (db.dialect !== 'postgres')
    throw new Error('DATABASE_REPLICA_URLS needs a PostgreSQL database');
  const poolSize = options.poolSize ?? 10;
  const reads = new Kysely<Database>({
    dialect: new KyselyReplicationDialect({
      // Only SELECTs are sent here; the primary's own pool stays with db.kysely.
      primaryDialect: dialect(primaryUrl, options, 1),
      replicaDialects: [
        dialect(first, options, poolSize),
        ...rest.map((url) => dialect(url, options, poolSize)),
      ],
      replicaStrategy: new RoundRobinReplicaStrategy({ onTransaction: 'error' }),
    }),
  });
  return {
    ...db,
    reads,
    description: `${db.description} (+${replicaUrls.length} read replica${replicaUrls.length > 1 ? 's' : ''})`,
    close: async () => {
      await reads.destroy();
      await db.close();
    },
  };
}

/** The Db of reads that tolerate a little lag (typeahead, units, catalogue): the replicas if any. */
export function lagTolerant(db: Db): Db {
  return db.reads ? { ...db, kysely: db.reads } : db;
}
