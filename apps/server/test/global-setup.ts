/**
 * Vitest global setup for the server project: a throw-away PostgreSQL cluster (Debian's
 * postgresql package, temporary folder, free loopback port), removed after the run. Its URL is
 * provided to the tests as `pgAdminUrl`. Missing PostgreSQL fails the run: the postgres half of
 * the API tests is never skipped silently.
 */
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script shared with other tools, no type declarations
import { startPgCluster } from '../../../scripts/pg-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_PG_ADMIN_URL;
  if (external) {
    project.provide('pgAdminUrl', external);
    return;
  }
  const cluster = (await startPgCluster()) as { url: string; stop: () => void };
  project.provide('pgAdminUrl', cluster.url);
  return () => cluster.stop();
}
