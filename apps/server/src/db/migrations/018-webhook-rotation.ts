/**
 * Webhook secret rotation and automatic disabling (docs/integration.md, "Webhooks"):
 *
 * - previous_secret / previous_secret_until: after a rotation the old secret still signs every
 *   delivery (a second `v1=`) until that instant, so a receiver can switch without losing events.
 * - failing_since: when the first of an unbroken run of failed attempts started (null after a
 *   success); disabled_reason 'failing' and disabled_at: the endpoint was disabled because it
 *   failed for WEBHOOK_DISABLE_AFTER_HOURS (null reason: active, or disabled by an admin).
 */
import { nullableTextColumns } from './helpers';

const rotation = nullableTextColumns('webhook_endpoints', [
  'previous_secret',
  'previous_secret_until',
  'failing_since',
  'disabled_reason',
  'disabled_at',
]);

export const up018WebhookRotation = rotation.up;
export const down018WebhookRotation = rotation.down;
