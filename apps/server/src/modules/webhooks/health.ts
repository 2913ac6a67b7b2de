/**
 * An endpoint whose deliveries have all failed for WEBHOOK_DISABLE_AFTER_HOURS is disabled, and
 * every active admin gets an e-mail saying so (docs/integration.md, "Webhooks"). The delivery
 * job checks after each failed attempt and the 'webhook-endpoints' sweep checks on its period, so
 * an endpoint is disabled even when no new event comes. An admin enables it again from the
 * console once the receiver works.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { queueMail } from '../../jobs/deliveries';
import { readNamespace } from '../content/service';
import { listAccounts } from '../staff/accounts';
import * as repo from './repo';

const disabledEmail = z.object({
  webhooks: z.object({ disabledEmail: z.object({ subject: z.string(), text: z.string() }) }),
});

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (all, key: string) => values[key] ?? all);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Disable the endpoints failing since before the window; answers how many were disabled. */
export async function disableFailingEndpoints(ctx: AppContext, now: Date): Promise<number> {
  const hours = ctx.config.webhookDisableAfterHours;
  const before = new Date(now.getTime() - hours * 3_600_000).toISOString();
  // Read before the transaction: on SQLite its one connection is the transaction's.
  const admins = (await listAccounts(ctx.db)).filter((a) => a.role === 'admin' && !a.disabled);
  return inTransaction(ctx.db, async (trx) => {
    const disabled = await repo.disableFailing(trx, before, now.toISOString());
    if (!disabled.length) return 0;
    const copy = disabledEmail.parse(readNamespace(ctx.config.contentDir, 'console-integrations'))
      .webhooks.disabledEmail;
    const page = `${ctx.config.publicUrl}${ctx.config.storefrontBase}/staff/webhooks`;
    for (const endpoint of disabled) {
      const values = {
        url: endpoint.url,
        since: endpoint.failing_since ?? '',
        hours: String(hours),
        page,
        brand: ctx.config.brand.companyName,
      };
      const text = fill(copy.text, values);
      const html = `<!doctype html><html><body>${text
        .split('\n\n')
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join('')}</body></html>`;
      for (const admin of admins) {
        await queueMail(
          trx,
          {
            to: admin.email,
            subject: fill(copy.subject, values),
            text,
            html,
            topic: `webhook:${endpoint.id}`,
          },
          { key: `webhook-disabled:${endpoint.id}:${endpoint.disabled_at}:${admin.id}` },
        );
      }
    }
    return disabled.length;
  });
}
