/**
 * Outbound calls (webhook endpoints, TMF hub callbacks) that cannot reach the provider's own
 * network (docs/security.md, "Outbound calls"). A URL is checked when an admin or a client
 * registers it (assertOutboundUrl) and again when it is called (outboundPost):
 * - http and https only;
 * - every address its host resolves to must be public: loopback, private (RFC 1918),
 *   carrier-grade NAT, link-local (cloud metadata), 0.0.0.0/8, multicast, broadcast, reserved,
 *   unique-local and link-local IPv6 and the IPv6 forms that carry an IPv4 address (mapped,
 *   NAT64, 6to4, Teredo) are refused. Numeric host forms (0x7f000001, 2130706433, 127.1) reach
 *   the check as the addresses they are: WHATWG URL parsing normalises them;
 * - the name is resolved once per call and the connection goes to the address that was checked,
 *   so a name cannot answer a public address to the check and a private one to the connection;
 * - redirects are not followed, and the answer's body is never read.
 * OUTBOUND_ALLOW lists host names (`*.example.com` for every subdomain), addresses and CIDRs
 * admitted all the same: a back office on the provider's own network.
 */
import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

export interface OutboundPolicy {
  /** OUTBOUND_ALLOW entries: host names and CIDRs (or single addresses). */
  allow: readonly string[];
}

/** A URL the outbound rules refuse; `reason` is short, e.g. 'private address 10.0.0.1'. */
export class OutboundRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'OutboundRefused';
  }
}

interface Resolved {
  address: string;
  family: 4 | 6;
}

/** How a host name becomes addresses (the system resolver; tests put their own in its place). */
export type OutboundResolver = (host: string) => Promise<Resolved[]>;

const systemResolver: OutboundResolver = async (host) =>
  (await dns.lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

let resolver = systemResolver;

/** Resolve host names with `fn` from now on (no argument: the system resolver again). */
export function useOutboundResolver(fn?: OutboundResolver): void {
  resolver = fn ?? systemResolver;
}

const RANGE_NAMES: Record<string, string> = {
  loopback: 'loopback',
  private: 'private',
  carrierGradeNat: 'carrier-grade NAT',
  linkLocal: 'link-local',
  unspecified: 'unspecified',
  multicast: 'multicast',
  broadcast: 'broadcast',
  uniqueLocal: 'unique-local',
  ipv4Mapped: 'IPv4-mapped',
  rfc6145: 'embedded IPv4',
  rfc6052: 'embedded IPv4',
  '6to4': 'embedded IPv4',
  teredo: 'embedded IPv4',
};

/** Global unicast IPv6 (2000::/3): anything else (e.g. the IPv4-compatible ::a.b.c.d) is not. */
const GLOBAL_IPV6 = ipaddr.parseCIDR('2000::/3');

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Why an address is not public, or null when it is. */
function notPublic(addr: Address): string | null {
  const range = addr.range();
  const publicRange =
    range === 'unicast' && (addr.kind() === 'ipv4' || addr.match(GLOBAL_IPV6 as [Address, number]));
  if (publicRange) return null;
  const what = RANGE_NAMES[range] ?? (range === 'unicast' ? 'non-global' : 'reserved');
  return `${what} address ${addr.toString()}`;
}

/** The address as an allow CIDR compares it: an IPv4-mapped IPv6 address as its IPv4. */
const comparable = (addr: Address): Address =>
  addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()
    ? (addr as ipaddr.IPv6).toIPv4Address()
    : addr;

const HOST_ENTRY =
  /^(\*\.)?([a-z0-9_]([a-z0-9_-]*[a-z0-9_])?\.)*[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?$/i;

/** Whether `entry` is a valid OUTBOUND_ALLOW entry (config.ts checks at start-up). */
export function isOutboundAllowEntry(entry: string): boolean {
  if (ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry)) return true;
  return HOST_ENTRY.test(entry);
}

const normalHost = (host: string) => host.toLowerCase().replace(/\.$/, '');

function allowedName(host: string, policy: OutboundPolicy): boolean {
  const h = normalHost(host);
  return policy.allow.some((entry) => {
    const e = normalHost(entry);
    if (e.startsWith('*.')) return h.endsWith(e.slice(1));
    return !net.isIP(e) && !e.includes('/') && e === h;
  });
}

function allowedAddress(addr: Address, policy: OutboundPolicy): boolean {
  const a = comparable(addr);
  return policy.allow.some((entry) => {
    if (!ipaddr.isValid(entry) && !ipaddr.isValidCIDR(entry)) return false; // a host name
    let [range, bits] = entry.includes('/')
      ? ipaddr.parseCIDR(entry)
      : [ipaddr.parse(entry), entry.includes(':') ? 128 : 32];
    const r = comparable(range);
    if (r !== range) [range, bits] = [r, Math.max(0, bits - 96)];
    return a.kind() === range.kind() && a.match(range as never, bits);
  });
}

interface Target {
  url: URL;
  /** The host as the connection names it (no brackets). */
  host: string;
  /** The checked address the connection goes to. */
  address: Resolved;
}

/** Parse, resolve once and check `raw`; `atCreation` says a name that does not resolve is refused. */
async function checkedTarget(
  raw: string,
  policy: OutboundPolicy,
  atCreation: boolean,
): Promise<Target> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundRefused(`scheme ${url.protocol.replace(/:$/, '')} (http and https only)`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new OutboundRefused('no host');
  let addresses: Resolved[];
  if (net.isIP(host)) {
    addresses = [{ address: host, family: net.isIPv6(host) ? 6 : 4 }];
  } else {
    try {
      addresses = await resolver(host);
    } catch {
      addresses = [];
    }
    if (!addresses.length) {
      if (atCreation) throw new OutboundRefused(`host ${host} does not resolve`);
      throw new Error(`host ${host} not found`);
    }
  }
  if (!allowedName(host, policy)) {
    for (const a of addresses) {
      let addr: Address;
      try {
        addr = ipaddr.parse(a.address);
      } catch {
        throw new OutboundRefused(`unreadable address ${a.address}`);
      }
      const why = allowedAddress(addr, policy) ? null : notPublic(addr);
      if (why) throw new OutboundRefused(why);
    }
  }
  return { url, host, address: addresses[0]! };
}

/**
 * At creation: http or https only, and the host resolves only to public addresses (or is
 * admitted by the policy). Throws OutboundRefused with the reason.
 */
export async function assertOutboundUrl(url: string, policy: OutboundPolicy): Promise<void> {
  await checkedTarget(url, policy, true);
}

/** A failed connection's short reason (never anything the receiver sent). */
function shortReason(err: unknown): string {
  const e = err as { code?: string; message?: string };
  const code = e?.code ?? '';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'connection reset';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'host unreachable';
  if (/CERT|TLS|SSL/.test(code)) return `TLS: ${code}`;
  return (code || e?.message || String(err)).slice(0, 100);
}

/**
 * POST `init.body` to `url` under the policy: resolved once, checked, connected to the checked
 * address, no redirect followed, within `init.timeoutMs` (to the answer's status line). The
 * answer's body is not read. Throws OutboundRefused for a refused address, otherwise an Error
 * whose message is a short reason ('no answer within 1000 ms', 'connection refused', 'TLS: …').
 */
export async function outboundPost(
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
  policy: OutboundPolicy,
): Promise<{ status: number; durationMs: number }> {
  const started = Date.now();
  // A resolver that never answers ends the attempt within the same time as a silent receiver.
  let lookupTimer: NodeJS.Timeout | undefined;
  const target = await Promise.race([
    checkedTarget(url, policy, false),
    new Promise<never>((_, reject) => {
      lookupTimer = setTimeout(
        () => reject(new Error(`host lookup took over ${init.timeoutMs} ms`)),
        init.timeoutMs,
      );
    }),
  ]).finally(() => clearTimeout(lookupTimer));
  const { address, family } = target.address;
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(target.url, {
      method: 'POST',
      agent: false,
      headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
      // The connection goes to the address checked above, whatever the name answers now.
      lookup: (_host, options, callback) => {
        const cb = callback as (...args: unknown[]) => void;
        if ((options as { all?: boolean }).all) cb(null, [{ address, family }]);
        else cb(null, address, family);
      },
    });
    const left = Math.max(1, init.timeoutMs - (Date.now() - started));
    const timer = setTimeout(() => {
      req.destroy(
        Object.assign(new Error(`no answer within ${init.timeoutMs} ms`), {
          code: 'TIMEOUT',
        }),
      );
    }, left);
    req.on('response', (res) => {
      clearTimeout(timer);
      const status = res.statusCode ?? 0;
      // Only the status matters: the receiver's answer is neither read nor kept.
      res.destroy();
      req.destroy();
      resolve({ status, durationMs: Date.now() - started });
    });
    req.on('error', (err: Error & { code?: string }) => {
      clearTimeout(timer);
      reject(new Error(err.code === 'TIMEOUT' ? err.message : shortReason(err)));
    });
    req.end(init.body);
  });
}
