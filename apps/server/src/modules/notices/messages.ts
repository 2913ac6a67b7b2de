/**
 * The words of the notices, in the provider's copy: CONTENT_DIR/notices.json (the reminders and
 * the replies to STOP and START) and, for the consent checkbox, CONTENT_DIR/checkout.json
 * `terms.smsConsent`, the very words the storefront shows. Read on each use like the rest of
 * the copy.
 */
import { z } from 'zod';
import { formatLongDay } from '@bizline/domain/format';
import type { ReminderKind } from '@bizline/domain/notices/reminders';
import type { AppContext } from '../../context';
import { readNamespace } from '../content/service';

const reminder = z.object({ subject: z.string().min(1), text: z.string().min(1), sms: z.string() });
const noticesContent = z.object({
  reminders: z.object({ 'day-before': reminder, 'day-of': reminder }),
  greeting: z.string(),
  statusLink: z.string(),
  statusLinkText: z.string(),
  smsStopped: z.string().min(1),
  smsStarted: z.string().min(1),
});
type NoticesContent = z.infer<typeof noticesContent>;

function parsed<T>(schema: z.ZodType<T>, ctx: Pick<AppContext, 'config'>, namespace: string): T {
  const result = schema.safeParse(readNamespace(ctx.config.contentDir, namespace));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`content file ${namespace}.json: ${issue.path.join('.')} ${issue.message}`);
  }
  return result.data;
}

const copy = (ctx: Pick<AppContext, 'config'>): NoticesContent =>
  parsed(noticesContent, ctx, 'notices');

/** The words beside the checkout's text consent checkbox, as the storefront shows them. */
export function smsConsentWording(ctx: Pick<AppContext, 'config'>): string {
  const checkout = z.object({ terms: z.object({ smsConsent: z.string().min(1) }) });
  return parsed(checkout, ctx, 'checkout').terms.smsConsent;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (all, key: string) => values[key] ?? all);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a reminder says: the order, its installation day and slot, and the order's link. */
export interface ReminderFacts {
  orderNo: string;
  firstName: string;
  installDay: string;
  timeSlot: string;
  statusUrl: string;
}

/** The reminder's e-mail (subject, text, html) and its text message. */
export function reminderMessages(ctx: AppContext, kind: ReminderKind, facts: ReminderFacts) {
  const c = copy(ctx);
  const brand = ctx.config.brand.companyName;
  const values = {
    brand,
    orderNumber: facts.orderNo,
    firstName: facts.firstName,
    date: formatLongDay(facts.installDay),
    slot: facts.timeSlot,
    link: facts.statusUrl,
  };
  const m = c.reminders[kind];
  const paragraphs = [fill(c.greeting, values), fill(m.text, values)];
  const text = [...paragraphs.flatMap((p) => [p, '']), fill(c.statusLink, values), '', brand].join(
    '\n',
  );
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif">
<h1>${escapeHtml(brand)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(facts.statusUrl)}">${escapeHtml(c.statusLinkText)}</a></p>
</body></html>`;
  return { mail: { subject: fill(m.subject, values), text, html }, sms: fill(m.sms, values) };
}

/** The reply to a STOP or START. */
export function keywordReply(ctx: AppContext, keyword: 'stop' | 'start'): string {
  const c = copy(ctx);
  return fill(keyword === 'stop' ? c.smsStopped : c.smsStarted, {
    brand: ctx.config.brand.companyName,
  });
}
