/**
 * Wire contract of the console's integrations (issue 14, admin only, docs/integration.md):
 * webhook endpoints (URL, events, signing secret shown once; disable or enable), their
 * deliveries with every attempt, a replay by hand; the TMF622 API keys (created and shown once,
 * listed by prefix, revoked).
 */
export * from './integrations-calls';
export * from './integrations-schemas';
