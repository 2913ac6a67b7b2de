import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
};

describe('loadConfig', () => {
  it('derives the mail sender and the production flag', () => {
    const c = loadConfig({ PUBLIC_URL: 'https://shop.example.com/' });
    expect(c.mailFrom).toBe(`"${c.brand.companyName}" <no-reply@shop.example.com>`);
    expect(c.production).toBe(false);
    const p = loadConfig({ MAIL_FROM: 'Orders <orders@example.com>', NODE_ENV: 'production' });
    expect(p.mailFrom).toBe('Orders <orders@example.com>');
    expect(p.production).toBe(true);
  });

  it('logs SMS texts only in development or when LOG_MESSAGE_TEXT says so (issue 11)', () => {
    expect(loadConfig({}).logMessageText).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).logMessageText).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).logMessageText).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', LOG_MESSAGE_TEXT: 'false' }).logMessageText).toBe(
      false,
    );
    expect(loadConfig({ LOG_MESSAGE_TEXT: 'true' }).logMessageText).toBe(true);
    expect(() => loadConfig({ LOG_MESSAGE_TEXT: 'maybe' })).toThrow(/LOG_MESSAGE_TEXT/);
    expect(loadConfig({}).apiDocs).toBe('public');
    expect(() => loadConfig({ API_DOCS: 'everyone' })).toThrow(/API_DOCS/);
  });

  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBe('sqlite:./data/bizline.sqlite');
    expect(c.storefrontBase).toBe('/foryoursmallbiz/gborder');
    expect(c.apiBase).toBe('/foryoursmallbiz/smb/api');
    expect(c.features).toEqual({
      unitLookup: true,
      omniCart: true,
      tvRecording: true,
      wirelessOfferEligibility: true,
      holidayOfferDisclaimer: false,
      optixCheckout: true,
      savedCartGate: true,
    });
    expect(c.brand.fiberWord).toBe('the fiber service');
    expect(c.publicUrl).toBe('http://localhost:8080');
  });

  it('names the variable of every bad value', () => {
    const bad = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      STOREFRONT_BASE: 'shop/',
      FEATURE_OMNI_CART: 'maybe',
      SMTP_URL: 'http://mail',
      TOKEN_SECRET: 'short',
    };
    const joined = problems(bad).join('\n');
    for (const name of Object.keys(bad)) expect(joined).toContain(name);
  });

  it('reads flags as booleans and bases as paths', () => {
    const c = loadConfig({
      FEATURE_OPTIX_CHECKOUT: 'false',
      FEATURE_HOLIDAY_OFFER_DISCLAIMER: 'yes',
      STOREFRONT_BASE: '/shop',
      API_BASE: '/shop-api',
      DATABASE_URL: 'postgres://u:p@db.example:5432/biz',
    });
    expect(c.features.optixCheckout).toBe(false);
    expect(c.features.holidayOfferDisclaimer).toBe(true);
    expect(c.storefrontBase).toBe('/shop');
  });

  it('refuses a brand file that does not validate, naming the field', () => {
    expect(problems({ BRAND_FILE: 'package.json' }).join('\n')).toMatch(/BRAND_FILE .*companyName/);
    expect(problems({ BRAND_FILE: 'no/such/brand.json' }).join('\n')).toMatch(
      /BRAND_FILE: cannot read/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('takes false, a number of proxies (true is one) or the proxies addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
  });

  it('refuses anything else, naming the variable', () => {
    expect(problems({ TRUST_PROXY: 'maybe' })[0]).toMatch(/^TRUST_PROXY: not an address/);
    expect(problems({ TRUST_PROXY: '10.0.0.0/33' })[0]).toMatch(/10\.0\.0\.0\/33/);
    expect(problems({ TRUST_PROXY: '99' })[0]).toMatch(/^TRUST_PROXY must be false, a number/);
  });
});

describe('OUTBOUND_ALLOW and WEBHOOK_DISABLE_AFTER_HOURS', () => {
  it('lists host names, addresses and CIDRs; empty by default; 72 hours by default', () => {
    expect(loadConfig({}).outbound).toEqual({ allow: [] });
    expect(loadConfig({}).webhookDisableAfterHours).toBe(72);
    expect(
      loadConfig({ OUTBOUND_ALLOW: 'backoffice.corp, *.corp.example ,10.0.0.0/8,127.0.0.1' })
        .outbound.allow,
    ).toEqual(['backoffice.corp', '*.corp.example', '10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ WEBHOOK_DISABLE_AFTER_HOURS: '24' }).webhookDisableAfterHours).toBe(24);
  });

  it('refuses a bad entry or window, naming the variable', () => {
    expect(problems({ OUTBOUND_ALLOW: '10.0.0.0/8,http://x' })).toEqual([
      'OUTBOUND_ALLOW: not a host name, address or CIDR: "http://x"',
    ]);
    expect(problems({ WEBHOOK_DISABLE_AFTER_HOURS: '0' })[0]).toMatch(
      /^WEBHOOK_DISABLE_AFTER_HOURS: /,
    );
  });
});
