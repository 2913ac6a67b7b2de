import { beforeAll, describe, expect, it } from 'vitest';
import { addressOutcome } from '@bizline/domain/qualification-routing';
import type { AvailabilityResponse } from '@bizline/domain/wire/entry';
import { Visitor, describeEachDialect, statusesOfTries } from '../../../test/support';
import { solvedCaptcha } from '../../../test/support-visitors';
import { loadEntryFixtures } from '../../../test/entry-fixtures';

const row = (addressLine1: string, postalCode: string, extra: Record<string, string> = {}) => ({
  addressLine1,
  postalCode,
  ...extra,
});

/** One answered row: its formatted address, its 4G, C-band and 5G flags ('YNY'), id and status. */
const answered = (
  formattedAddress: string,
  flags: string,
  addressId: string | undefined,
  status: string,
) => ({
  location: { formattedAddress },
  qualification: { Qualified4G: flags[0], QualifiedCBand: flags[1], Qualified5G: flags[2] },
  ...(addressId ? { addressId } : {}),
  status,
});

describeEachDialect(
  'bulk address tool and captcha',
  (server) => {
    let visitor: Visitor;
    beforeAll(async () => {
      await loadEntryFixtures(server().ctx);
      visitor = new Visitor(server());
    });

    const bulk = (inputAddress: unknown, captcha: unknown, extra: Record<string, unknown> = {}) =>
      visitor.json('POST', '/Qualify/BulkAddress', {
        QueryType: 'bulk-address',
        GUID: 'g-1',
        ClientID: 'GBCOM',
        inputAddress,
        captcha,
        ...extra,
      });

    it('serves a cheap, signed, expiring ALTCHA challenge', async () => {
      const res = await visitor.json('GET', '/Captcha/Challenge');
      expect(res.status).toBe(200);
      expect(res.res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toMatchObject({ algorithm: 'SHA-256', maxnumber: 100 });
      expect(res.body.salt).toMatch(/\?expires=\d+/);
      expect(res.body.signature).toMatch(/^[0-9a-f]{64}$/);
    });

    it('qualifies each row for the wireless plan lists once the captcha is solved', async () => {
      const res = await bulk(
        [
          row('901 Bagby St', '77002', { city: 'Houston', stateProvince: 'TX' }),
          row('100 SE 2nd Street', '33131'),
          row('1215 K St', '95814'),
          row('1201 Main St', '75202', { addressLine2: 'Suite 200' }),
          row('1201 Main St', '75202'),
          row('1 Nowhere Rd', '75202', { city: 'Dallas', stateProvince: 'TX' }),
          row('2600 Fresno St', '93721'),
        ],
        await solvedCaptcha(visitor),
      );
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject([
        answered('901 Bagby St, Houston, TX 77002', 'YNY', '2200001', 'FOUND'),
        answered('100 SE 2nd St, Miami, FL 33131', 'YYN', '2200002', 'FOUND'),
        answered('1215 K St, Sacramento, CA 95814', 'YNN', '2200003', 'FOUND'),
        answered('1201 Main St STE 200, Dallas, TX 75202', 'YYY', '2200103', 'FOUND'),
        answered('1201 Main St, Dallas, TX 75202', 'YYY', '2200101', 'NEEDS_UNIT'),
        answered('1 Nowhere Rd, Dallas, TX 75202', 'NNN', undefined, 'NOT_FOUND'),
        answered('2600 Fresno St, Fresno, CA 93721', 'NNN', '2200004', 'FOUND'),
      ]);
    });

    it('answers the address page outcome and plans for each address (issue 10 §6)', async () => {
      // Each address as the bulk tool sees it and as the address page qualifies it.
      const cases: [string, string, string][] = [
        ['100 Summer St', '02110', '2100001'], // fiber: customise, not LTE
        ['46 E Main St', '19711', '2100101'], // HSI
        ['120 Main St', '21401', '2100102'], // broadband only: internet options
        ['20 Church St', '06103', '2100201'], // quotes: existing service
        ['1 Larkin Plz', '10701', '2100202'], // out of franchise
        ['1 Penn Plz', '10119', '2100203'], // existing service
        ['33 Washington St', '07102', '2100401'], // pending order
        ['1000 Wilson Blvd', '22209', '2100402'], // active service
        ['901 Bagby St', '77002', '2200001'], // 5G
        ['1215 K St', '95814', '2200003'], // 4G
      ];
      const res = await bulk(
        cases.map(([street, zip]) => row(street, zip)),
        await solvedCaptcha(visitor),
      );
      expect(res.status).toBe(200);
      const items = res.body.response as {
        addressId: string;
        zipCode: string;
        outcome: { kind: string; page: string | null; wireless?: string };
        plans: { ProductName: string; ServiceType: string; Price: string }[];
      }[];
      for (const [i, [, zipCode, AddressID]] of cases.entries()) {
        const fresh = new Visitor(server());
        await fresh.signIn();
        const lq = await fresh.json('POST', '/Qualify/CheckAvailability', { zipCode, AddressID });
        expect(lq.status).toBe(200);
        const r = lq.body as AvailabilityResponse;
        const item = items[i]!;
        expect(item.addressId).toBe(AddressID);
        expect(item.zipCode).toBe(zipCode);
        expect(item.outcome, cases[i]![0]).toEqual(addressOutcome(r));
        expect(item.plans.map((p) => p.ProductName)).toEqual(
          item.outcome.kind === 'customize' ? r.DataInfo.Plans.map((p) => p.ProductName) : [],
        );
      }
      const summer = items[0]!;
      expect(summer.outcome).toEqual({ kind: 'customize', page: '/customize-order' });
      expect(summer.plans.length).toBeGreaterThan(0);
      expect(summer.plans.every((p) => p.ServiceType === 'FIOS')).toBe(true);
      expect(items.map((x) => x.outcome.kind)).toEqual([
        'customize',
        'customize',
        'internet-options',
        'existing-service',
        'out-of-franchise',
        'existing-service',
        'pending-order',
        'active-service',
        'wireless',
        'wireless',
      ]);
      expect(items[8]!.outcome).toMatchObject({ page: '/5g-plan', wireless: '5G' });
      expect(items[9]!.outcome).toMatchObject({ page: '/4g-plan', wireless: '4G' });
    });

    it('accepts a solved captcha once', async () => {
      const captcha = await solvedCaptcha(visitor);
      const first = await bulk([row('901 Bagby St', '77002')], captcha);
      expect(first.status).toBe(200);
      const again = await bulk([row('901 Bagby St', '77002')], captcha);
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        field: 'captcha',
        message: 'captcha: this captcha was already used. Please solve it again.',
      });
    });

    describe('bad input', () => {
      it('refuses a missing, malformed, wrongly solved or forged captcha', async () => {
        const missing = await bulk([row('901 Bagby St', '77002')], undefined);
        expect(missing.status).toBe(400);
        expect(missing.body).toMatchObject({ field: 'captcha', message: 'captcha: is required' });

        for (const captcha of ['not-base64-json', Buffer.from('{"a":1}').toString('base64')]) {
          const res = await bulk([row('901 Bagby St', '77002')], captcha);
          expect(res.status).toBe(400);
          expect(res.body.field).toBe('captcha');
        }

        const good = JSON.parse(Buffer.from(await solvedCaptcha(visitor), 'base64').toString());
        const wrongNumber = Buffer.from(
          JSON.stringify({ ...good, number: good.number + 1 }),
        ).toString('base64');
        const wrong = await bulk([row('901 Bagby St', '77002')], wrongNumber);
        expect(wrong.status).toBe(400);
        expect(wrong.body).toMatchObject({
          field: 'captcha',
          message: 'captcha: the captcha was not solved or has expired. Please solve it again.',
        });
        const forged = Buffer.from(JSON.stringify({ ...good, salt: `${good.salt}x` })).toString(
          'base64',
        );
        expect((await bulk([row('901 Bagby St', '77002')], forged)).status).toBe(400);
      });

      it('refuses more than 25 rows, no rows, and bad rows, before using the captcha', async () => {
        const captcha = await solvedCaptcha(visitor);
        const tooMany = await bulk(
          Array.from({ length: 26 }, () => row('901 Bagby St', '77002')),
          captcha,
        );
        expect(tooMany.status).toBe(400);
        expect(tooMany.body).toMatchObject({
          field: 'inputAddress',
          message: 'inputAddress: must have at most 25 addresses',
        });
        expect((await bulk([], captcha)).body.field).toBe('inputAddress');
        const zip = await bulk([row('901 Bagby St', '7700')], captcha);
        expect(zip.body).toMatchObject({ field: 'inputAddress/0/postalCode' });
        const street = await bulk([row('x'.repeat(10_000), '77002')], captcha);
        expect(street.body).toMatchObject({ field: 'inputAddress/0/addressLine1' });
        const noStreet = await bulk([{ postalCode: '77002' }], captcha);
        expect(noStreet.body).toMatchObject({ field: 'inputAddress/0/addressLine1' });
        const type = await bulk([row('901 Bagby St', '77002')], captcha, { QueryType: 'other' });
        expect(type.body).toMatchObject({ field: 'QueryType' });
        // The captcha was not used up by the refused requests.
        expect(
          (
            await bulk(
              Array.from({ length: 25 }, () => row('901 Bagby St', '77002')),
              captcha,
            )
          ).status,
        ).toBe(200);
      });
    });
  },
  { CAPTCHA_MAX_NUMBER: '100' },
);

describeEachDialect(
  'rate limit of the bulk tool',
  (server) => {
    it('answers 429 past the per-minute limit', async () => {
      const statuses = await statusesOfTries(
        new Visitor(server()),
        '/Qualify/BulkAddress',
        4,
        () => ({
          QueryType: 'bulk-address',
        }),
      );
      expect(statuses).toEqual([400, 400, 400, 429]);
    });
  },
  { FORM_RATE_LIMIT_PER_MINUTE: '3' },
);
