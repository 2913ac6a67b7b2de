/**
 * API keys with scopes and TMF hub listeners (docs/integration.md, "Scopes" and "TMF hub"):
 *
 * - integration_api_keys.scopes: the JSON array of what the key may do; keys made before this
 *   migration get every scope there was (they could call every TMF622 operation).
 *   integration_api_keys.expires_at: an optional ISO instant after which the key is refused.
 * - webhook_endpoints.kind: 'webhook' (made by an admin in the console) or 'tmf-hub' (a TMF
 *   listener registered on a TMF API's /hub with an API key); hub_query is the listener's TMF630
 *   query and api_key_id the key that registered it. Listeners are endpoints so that their
 *   events take the same durable deliveries, retries, attempt log and signature as webhooks.
 */
import type { Kysely } from 'kysely';
import * as h from './helpers';

/** Every scope at the time of this migration (frozen: a later scope is not granted silently). */
const SCOPES_OF_OLDER_KEYS =
  '["orders:read","orders:write","catalogue:read","appointments:read","appointments:write","hub"]';

export function up019ApiKeyScopes(ctx: h.MigrationContext) {
  const bigint = h.bigIntType(ctx);
  return async (db: Kysely<unknown>): Promise<void> => {
    const keys = () => db.schema.alterTable('integration_api_keys');
    await keys()
      .addColumn('scopes', 'text', (c) => c.notNull().defaultTo(SCOPES_OF_OLDER_KEYS))
      .execute();
    await keys().addColumn('expires_at', 'text').execute();
    const endpoints = () => db.schema.alterTable('webhook_endpoints');
    await endpoints()
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('webhook'))
      .execute();
    await endpoints().addColumn('hub_query', 'text').execute();
    await endpoints().addColumn('api_key_id', bigint).execute();
  };
}

export function down019ApiKeyScopes() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.dropColumns(db, 'webhook_endpoints', ['api_key_id', 'hub_query', 'kind']);
    await h.dropColumns(db, 'integration_api_keys', ['expires_at', 'scopes']);
  };
}
