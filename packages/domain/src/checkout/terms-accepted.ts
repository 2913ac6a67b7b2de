// No zod here: storefront pages import it.
/**
 * 'You accepted the Terms and Conditions version SBT-2026-11 on Nov 23, 2026 at 3:04 PM' (issue
 * 10 §3), from the order record; '' when the order kept no acceptance (older orders, quotes).
 * `timeZone` names the zone to show (the e-mail: UTC, with its name); the browser's own otherwise.
 */
export function termsAcceptedSentence(
  terms: { version?: string | null; acceptedAt?: string | null },
  timeZone?: string,
): string {
  const at = terms.acceptedAt ? new Date(terms.acceptedAt) : null;
  if (!terms.version || !at || Number.isNaN(at.getTime())) return '';
  const zone = timeZone ? { timeZone } : {};
  const day = at.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...zone,
  });
  const time = at.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    ...zone,
    ...(timeZone ? { timeZoneName: 'short' } : {}),
  });
  return `You accepted the Terms and Conditions version ${terms.version} on ${day} at ${time}`;
}
