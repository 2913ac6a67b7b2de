/**
 * A hub listener's `query` (TMF630 notification filtering, docs/integration.md "TMF hub"):
 * `name=value` terms joined by `&`, all of which must hold; a value may list alternatives
 * separated by commas (`state=completed,cancelled`: either). `eventType` matches the event's
 * type; any other name is an attribute of the event's resource, dotted for nested ones
 * (`productOrderItem.productOffering.id`); an `event.` and a resource prefix
 * (`event.productOrder.state`, `productOrder.state`) may be written and mean the same. Over an
 * array, a term holds when one of its elements has the value. Values compare as text.
 */

export interface HubQuery {
  terms: { path: string[]; values: string[] }[];
}

const NAME = /^[A-Za-z@][\w@]*(\.[A-Za-z@][\w@]*)*$/;

/** The parsed query, or a message saying what is wrong with it. */
export function parseHubQuery(text: string | undefined | null): HubQuery | string {
  const terms: HubQuery['terms'] = [];
  for (const part of (text ?? '').split('&')) {
    if (!part.trim()) continue;
    const eq = part.indexOf('=');
    if (eq <= 0) return `query: "${part.slice(0, 100)}" is not name=value`;
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(part.slice(0, eq).trim());
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return `query: "${part.slice(0, 100)}" is not URL-encoded text`;
    }
    if (!NAME.test(name)) return `query: "${name.slice(0, 100)}" is not an attribute name`;
    const values = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (!values.length) return `query: ${name} has no value`;
    terms.push({ path: name.split('.'), values });
  }
  return { terms };
}

/** The values at `path` under `value`, arrays flattened on the way. */
function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((v) => valuesAt(v, path));
  if (!path.length) return [value];
  if (!value || typeof value !== 'object') return [];
  return valuesAt((value as Record<string, unknown>)[path[0]!], path.slice(1));
}

/** Whether an event (its type, and its resource named `resource`) passes the query. */
export function matchesHubQuery(
  query: HubQuery,
  eventType: string,
  resource: string,
  body: unknown,
): boolean {
  return query.terms.every(({ path, values }) => {
    if (path.length === 1 && path[0] === 'eventType') return values.includes(eventType);
    let rest = path[0] === 'event' ? path.slice(1) : path;
    if (rest[0] === resource) rest = rest.slice(1);
    return valuesAt(body, rest).some(
      (v) =>
        (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') &&
        values.includes(String(v)),
    );
  });
}
