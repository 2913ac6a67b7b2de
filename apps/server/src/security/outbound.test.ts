/**
 * The outbound rules (docs/security.md, "Outbound calls"): URL forms that reach the provider's
 * own network are refused before any connection, a name is resolved once and the connection goes
 * to the checked address, redirects are not followed, the answer's body is never handed back,
 * and OUTBOUND_ALLOW admits exactly what it lists. Host names are resolved by a fake resolver
 * (no real DNS), and the only connections made go to receivers on 127.0.0.1 under an allow entry.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../../test/webhook-receiver';
import {
  OutboundRefused,
  assertOutboundUrl,
  isOutboundAllowEntry,
  outboundPost,
  useOutboundResolver,
  type OutboundPolicy,
  type OutboundResolver,
} from './outbound';

const PUBLIC = '93.184.216.34';

/** A fake resolver from a table of names; unknown names do not resolve. */
function fakeDns(table: Record<string, string[]>): OutboundResolver & { calls: string[] } {
  const calls: string[] = [];
  const fn = async (host: string) => {
    calls.push(host);
    // A resolver ignores case and the root's trailing dot.
    return (table[host.toLowerCase().replace(/\.$/, '')] ?? []).map((address) => ({
      address,
      family: (address.includes(':') ? 6 : 4) as 4 | 6,
    }));
  };
  return Object.assign(fn, { calls });
}

const NO_ALLOW: OutboundPolicy = { allow: [] };

async function refusal(url: string, policy = NO_ALLOW): Promise<string> {
  try {
    await assertOutboundUrl(url, policy);
  } catch (e) {
    if (e instanceof OutboundRefused) return e.reason;
    throw e;
  }
  return 'admitted';
}

afterEach(() => useOutboundResolver());

describe('outbound URLs refused at creation', () => {
  const table: [url: string, reason: string][] = [
    ['http://169.254.169.254/latest/meta-data/', 'link-local address 169.254.169.254'],
    ['http://10.0.0.1/hook', 'private address 10.0.0.1'],
    ['http://127.0.0.1:22/', 'loopback address 127.0.0.1'],
    ['http://[::1]:8080/', 'loopback address ::1'],
    ['http://localhost:8080/hook', 'loopback address 127.0.0.1'],
    ['http://LOCALHOST./', 'loopback address 127.0.0.1'],
    ['http://0x7f000001/', 'loopback address 127.0.0.1'],
    ['http://2130706433/', 'loopback address 127.0.0.1'],
    ['http://127.1/', 'loopback address 127.0.0.1'],
    ['http://017700000001/', 'loopback address 127.0.0.1'],
    ['http://0177.0.0.1/', 'loopback address 127.0.0.1'],
    ['http://0x7f.1/', 'loopback address 127.0.0.1'],
    ['https://172.16.5.4/', 'private address 172.16.5.4'],
    ['http://192.168.1.1/', 'private address 192.168.1.1'],
    ['http://100.64.0.1/', 'carrier-grade NAT address 100.64.0.1'],
    ['http://0.0.0.0:8080/', 'unspecified address 0.0.0.0'],
    ['http://0/', 'unspecified address 0.0.0.0'],
    ['http://0.1.2.3/', 'unspecified address 0.1.2.3'],
    ['http://224.0.0.1/', 'multicast address 224.0.0.1'],
    ['http://255.255.255.255/', 'broadcast address 255.255.255.255'],
    ['http://240.0.0.1/', 'reserved address 240.0.0.1'],
    ['http://198.18.0.1/', 'reserved address 198.18.0.1'],
    ['http://[::]/', 'unspecified address ::'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped address ::ffff:7f00:1'],
    ['http://[::ffff:a9fe:a9fe]/', 'IPv4-mapped address ::ffff:a9fe:a9fe'],
    ['http://[::127.0.0.1]/', 'non-global address ::7f00:1'],
    ['http://[64:ff9b::7f00:1]/', 'embedded IPv4 address 64:ff9b::7f00:1'],
    ['http://[2002:7f00:1::]/', 'embedded IPv4 address 2002:7f00:1::'],
    ['http://[fd00::1]/', 'unique-local address fd00::1'],
    ['http://[fe80::1]/', 'link-local address fe80::1'],
    ['http://[ff02::1]/', 'multicast address ff02::1'],
    ['http://metadata.example.test/computeMetadata/v1/', 'link-local address 169.254.169.254'],
    ['http://mixed.example.test/hook', 'private address 10.0.0.1'],
    ['http://v6only.example.test/hook', 'unique-local address fd12:3456::1'],
    ['http://nowhere.example.test/hook', 'host nowhere.example.test does not resolve'],
    ['ftp://example.com/x', 'scheme ftp (http and https only)'],
    ['file:///etc/passwd', 'scheme file (http and https only)'],
    ['gopher://127.0.0.1:25/', 'scheme gopher (http and https only)'],
    ['http://[fe80::1%25eth0]/', 'not a valid URL'],
  ];

  it.each(table)('%s is refused: %s', async (url, reason) => {
    useOutboundResolver(
      fakeDns({
        localhost: ['127.0.0.1', '::1'],
        'metadata.example.test': ['169.254.169.254'],
        'mixed.example.test': [PUBLIC, '10.0.0.1'],
        'v6only.example.test': ['fd12:3456::1'],
      }),
    );
    expect(table.length).toBeGreaterThanOrEqual(20);
    expect(await refusal(url)).toBe(reason);
  });

  it('public addresses and names that resolve only to public addresses are admitted', async () => {
    useOutboundResolver(fakeDns({ 'hooks.example.test': [PUBLIC, '2606:4700::6810:84e5'] }));
    expect(await refusal('https://hooks.example.test/bizline')).toBe('admitted');
    expect(await refusal(`http://${PUBLIC}:8443/x`)).toBe('admitted');
    expect(await refusal('https://[2606:4700::6810:84e5]/x')).toBe('admitted');
  });
});

describe('OUTBOUND_ALLOW', () => {
  it('admits exactly the names, addresses and CIDRs it lists', async () => {
    useOutboundResolver(
      fakeDns({
        'backoffice.corp.test': ['10.1.2.3'],
        'other.corp.test': ['10.1.2.3'],
        'a.hooks.corp.test': ['192.168.7.7'],
        'hooks.corp.test.evil.test': ['192.168.7.7'],
        localhost: ['127.0.0.1'],
      }),
    );
    const names = { allow: ['backoffice.corp.test', '*.hooks.corp.test'] };
    expect(await refusal('http://backoffice.corp.test/x', names)).toBe('admitted');
    expect(await refusal('http://BackOffice.corp.test./x', names)).toBe('admitted');
    expect(await refusal('http://other.corp.test/x', names)).toBe('private address 10.1.2.3');
    expect(await refusal('http://a.hooks.corp.test/x', names)).toBe('admitted');
    expect(await refusal('http://hooks.corp.test.evil.test/x', names)).toBe(
      'private address 192.168.7.7',
    );
    expect(await refusal('http://10.1.2.3/x', names)).toBe('private address 10.1.2.3');

    const cidr = { allow: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8'] };
    expect(await refusal('http://10.20.30.40/x', cidr)).toBe('admitted');
    expect(await refusal('http://other.corp.test/x', cidr)).toBe('admitted');
    expect(await refusal('http://172.16.0.1/x', cidr)).toBe('private address 172.16.0.1');
    expect(await refusal('http://127.0.0.1:9/x', cidr)).toBe('admitted');
    expect(await refusal('http://localhost:9/x', cidr)).toBe('admitted');
    expect(await refusal('http://127.0.0.2/x', cidr)).toBe('loopback address 127.0.0.2');
    expect(await refusal('http://[::1]/x', cidr)).toBe('loopback address ::1');
    expect(await refusal('http://[fd00::5]/x', cidr)).toBe('admitted');
    expect(await refusal('http://[fe80::5]/x', cidr)).toBe('link-local address fe80::5');
    expect(await refusal('http://169.254.169.254/x', cidr)).toBe(
      'link-local address 169.254.169.254',
    );
    // An allow entry never admits another scheme.
    expect(await refusal('ftp://10.1.1.1/x', cidr)).toBe('scheme ftp (http and https only)');
  });

  it('start-up accepts names, wildcards, addresses and CIDRs, nothing else', () => {
    for (const ok of ['backoffice.corp', '*.corp.example', '10.0.0.0/8', '127.0.0.1', 'fd00::/8'])
      expect(isOutboundAllowEntry(ok), ok).toBe(true);
    for (const bad of ['http://x', '10.0.0.0/33', 'a b', '*', 'x/8', ''])
      expect(isOutboundAllowEntry(bad), bad).toBe(false);
  });
});

describe('outbound POST', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let port: number;
  const LOOPBACK = { allow: ['127.0.0.1'] };
  const post = (url: string, policy: { allow: readonly string[] }, timeoutMs = 2000) =>
    outboundPost(url, { headers: { 'x-test': 'yes' }, body: '{"a":1}', timeoutMs }, policy);

  beforeAll(async () => {
    receiver = await startReceiver();
    port = Number(new URL(receiver.url).port);
  });
  afterAll(() => receiver?.close());

  it('a name public at creation and 127.0.0.1 at delivery is refused at delivery, unsent', async () => {
    let answer = PUBLIC;
    useOutboundResolver(async () => [{ address: answer, family: 4 }]);
    const url = `http://rebind.example.test:${port}/hooks`;
    await assertOutboundUrl(url, NO_ALLOW);
    answer = '127.0.0.1';
    receiver.state.received = [];
    const err = await post(url, NO_ALLOW).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundRefused);
    expect((err as OutboundRefused).reason).toBe('loopback address 127.0.0.1');
    expect(receiver.state.received).toEqual([]);
  });

  it('resolves once and connects to the checked address, with the name as Host', async () => {
    const dns = fakeDns({ 'backoffice.corp.test': ['127.0.0.1'] });
    useOutboundResolver(dns);
    receiver.state.received = [];
    const res = await post(`http://backoffice.corp.test:${port}/hooks`, {
      allow: ['backoffice.corp.test'],
    });
    expect(Object.keys(res).sort()).toEqual(['durationMs', 'status']);
    expect(res.status).toBe(200);
    expect(dns.calls).toEqual(['backoffice.corp.test']);
    const [got] = receiver.state.received;
    expect(got!.headers.host).toBe(`backoffice.corp.test:${port}`);
    expect(got!.headers['x-test']).toBe('yes');
    expect(got!.body).toBe('{"a":1}');
  });

  it('a loopback receiver is reached only under an allow entry', async () => {
    receiver.state.received = [];
    await expect(post(receiver.url, NO_ALLOW)).rejects.toThrow('loopback address 127.0.0.1');
    await expect(post(receiver.url, { allow: ['127.0.0.2'] })).rejects.toBeInstanceOf(
      OutboundRefused,
    );
    expect(receiver.state.received).toEqual([]);
    expect((await post(receiver.url, LOOPBACK)).status).toBe(200);
    expect(receiver.state.received).toHaveLength(1);
  });

  it('answers the status of a redirect without following it, and of a refusal without its body', async () => {
    receiver.state.received = [];
    receiver.state.answers = [302, 500];
    expect((await post(receiver.url, LOOPBACK)).status).toBe(302);
    expect(receiver.state.received).toHaveLength(1);
    const failed = await post(receiver.url, LOOPBACK);
    expect(failed).toEqual({ status: 500, durationMs: expect.any(Number) });
  });

  it('a silent receiver times out; a closed port is refused; each with a short reason', async () => {
    receiver.state.answers = [0];
    await expect(post(receiver.url, LOOPBACK, 200)).rejects.toThrow('no answer within 200 ms');
    const closed = await startReceiver();
    const closedUrl = closed.url;
    await closed.close();
    await expect(post(closedUrl, LOOPBACK)).rejects.toThrow('connection refused');
  });

  it('a resolver that never answers ends the attempt within its time', async () => {
    useOutboundResolver(() => new Promise(() => undefined));
    const started = Date.now();
    await expect(post('http://slow.example.test/hooks', NO_ALLOW, 150)).rejects.toThrow(
      'host lookup took over 150 ms',
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a certificate the client cannot trust fails with a TLS reason', async () => {
    // A throw-away self-signed certificate, made for this run only.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    const server = https.createServer(
      { key: fs.readFileSync(key), cert: fs.readFileSync(cert) },
      (_req, res) => res.end('secret internal page'),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port: tlsPort } = server.address() as { port: number };
      await expect(post(`https://127.0.0.1:${tlsPort}/hooks`, LOOPBACK)).rejects.toThrow(
        'TLS: DEPTH_ZERO_SELF_SIGNED_CERT',
      );
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
