import { describe, expect, it } from 'vitest';
import { Visitor, describeEachDialect } from '../../../test/support';
import { signedInVisitor } from '../../../test/suite-start';
import { streetSuggestions } from '../../../test/street-search';

type Suggestion = {
  AddressId: string;
  ParsedRawString: string;
  UnitType: string;
  ElevationType: string;
  UnitCount: number;
};

describeEachDialect('address calls over the footprint', (server) => {
  const visitor = signedInVisitor(server);

  const search = (term: string, extra = '') =>
    streetSuggestions<Suggestion>(visitor(), term, extra);
  const ids = (list: Suggestion[]) => list.map((s) => s.AddressId);

  describe('Address/IsFiberQualifiedZip', () => {
    it('answers Y for a ZIP with a fiber address and N otherwise', async () => {
      const yes = await visitor().json('GET', '/Address/IsFiberQualifiedZip?zip=02110');
      expect(yes.body).toEqual({ zip: '02110', IsFiberQualified: 'Y' });
      const hsiOnly = await visitor().json('GET', '/Address/IsFiberQualifiedZip?zip=21401');
      expect(hsiOnly.body).toEqual({ zip: '21401', IsFiberQualified: 'N' });
      const none = await visitor().json('GET', '/Address/IsFiberQualifiedZip?zip=99999');
      expect(none.body).toEqual({ zip: '99999', IsFiberQualified: 'N' });
    });
  });

  describe('Address/GetStreetAddresses (typeahead)', () => {
    it('finds 123 N Main St Boston from what people type', async () => {
      for (const term of [
        '123 main',
        '123 Main St Bost',
        '123 MAIN STREET, BOSTON MA 02108',
        '123 n main',
        '123 North Main Street',
        '  123   n.  MAIN,  st ',
        '123 Main Boston',
        '123 Main St 02108',
        '123 Main Street, Boston, Massachusetts',
        '123 N Main St, Boston, MA 02108-1234, USA',
        '123 N Main St Suite 5, Boston MA',
        '123 Main St #12 Boston',
      ]) {
        const found = await search(term);
        expect(ids(found), term).toContain('2300001');
      }
    });

    it('answers the suggestion entry of 000 §3', async () => {
      const [first] = await search('123 n main st');
      expect(first).toEqual({
        AddressId: '2300001',
        ZipCode: '02108',
        CommunityName: 'Boston',
        State: 'MA',
        ParsedRawString: '123 N Main St, Boston, MA 02108',
        UnitType: '',
        ElevationType: '',
        HouseNumber: '123',
        StreetName: 'N Main St',
        BaseAddressId: '2300001',
        UnitCount: 0,
      });
    });

    it('lets a trailing city, state or ZIP narrow the list, not break it', async () => {
      const all = ids(await search('123 main'));
      expect(all).toEqual(expect.arrayContaining(['2300001', '2300003', '2300004', '2300006']));
      expect(ids(await search('123 main st boston'))).toEqual(['2300001']);
      expect(ids(await search('123 Main St, Chicago'))).toEqual(['2300004']);
      expect(ids(await search('123 main 60601'))).toEqual(['2300004']);
      expect(ids(await search('123 main ave springfield ma'))).toEqual(['2300003']);
      expect(await search('123 Main St, Denver CO')).toEqual([]);
      expect(ids(await search('100 SE 2nd Street, Floor 3, Miami, Florida 33131'))).toEqual([
        '2200002',
      ]);
    });

    it('ranks exact house numbers first and limits the list', async () => {
      const found = ids(await search('123'));
      expect(found.indexOf('2300001')).toBeGreaterThanOrEqual(0);
      expect(found.indexOf('2300002')).toBeGreaterThan(found.indexOf('2300001'));
      expect(found.slice(0, 4).every((id) => id !== '2300002')).toBe(true);
      const one = await search('123', '&limit=1');
      expect(one).toHaveLength(1);
      const twelve = ids(await search('12 main'));
      expect(twelve[0]).toBe('2300005');
    });

    it('searches within a ZIP when one is given, also without the street suffix or directional', async () => {
      expect(ids(await search('123 main', '&zip=02108'))).toEqual(['2300001']);
      expect(ids(await search('123 n main st boston', '&zip=02108'))).toEqual(['2300001']);
      expect(ids(await search('1', '&zip=02108'))).toEqual(['2300005', '2300001', '2300002']);
      expect(await search('123 main', '&zip=60602')).toEqual([]);
    });

    it('reports the unit kinds and counts of buildings with units', async () => {
      const [light] = await search('100 light st baltimore');
      expect(light).toMatchObject({
        AddressId: '2100501',
        ElevationType: 'FL',
        UnitType: '',
        UnitCount: 3,
      });
      const [market] = await search('1735 market st');
      expect(market).toMatchObject({ AddressId: '2100801', UnitType: 'STE', UnitCount: 25 });
    });

    it('lists both buildings of a multiple address', async () => {
      const twins = ids(await search('230 S Broad St'));
      expect(twins).toEqual(['2100301', '2100302']);
    });

    it('answers an empty list when nothing matches or nothing searchable was typed', async () => {
      expect(await search('99999 nowhere')).toEqual([]);
      expect(await search(',,,')).toEqual([]);
    });
  });

  describe('Address/GetBaseAddresses', () => {
    it('answers addressesbau within the ZIP', async () => {
      const res = await visitor().json(
        'GET',
        '/Address/GetBaseAddresses?zip=02110&streetterm=100%20SUMMER',
      );
      expect(res.status).toBe(200);
      expect(res.body.addressesbau.map((a: Suggestion) => a.AddressId)).toEqual(['2100001']);
    });
  });

  describe('Address/GetUnits', () => {
    const units = async (q: string) => {
      const res = await visitor().json('GET', `/Address/GetUnits?${q}`);
      expect(res.status).toBe(200);
      return res.body.data as { unitDetails: any[]; total: number };
    };

    it('pages 25 units by 10 in natural order with the total', async () => {
      const p1 = await units('ntasAddrID=2100801');
      expect(p1.total).toBe(25);
      expect(p1.unitDetails.map((u) => u.unit)).toEqual([
        'STE 1',
        'STE 2',
        'STE 3',
        'STE 4',
        'STE 5',
        'STE 6',
        'STE 7',
        'STE 8',
        'STE 9',
        'STE 10',
      ]);
      const p3 = await units('ntasAddrID=2100801&page=3');
      expect(p3.unitDetails.map((u) => u.unit)).toEqual([
        'STE 21',
        'STE 22',
        'STE 23',
        'STE 24',
        'STE 25',
      ]);
      expect(p3.total).toBe(25);
      // Past the last page: no unit, the total still right.
      expect(await units('ntasAddrID=2100801&page=4')).toMatchObject({
        unitDetails: [],
        total: 25,
      });
    });

    it('answers the unit entry of 000 §3', async () => {
      const { unitDetails, total } = await units('ntasAddrID=2100601');
      expect(total).toBe(1);
      expect(unitDetails[0]).toEqual({
        unit: 'STE 700',
        addressId: '2100602',
        baseAddressId: '2100601',
        ntasAddrId: '2100602',
        sublocation: '2100602',
        location_id: '2100601',
        unitQuery: {
          unitType: 'STE',
          unitValue: '700',
          elevationType: '',
          elevationValue: '',
          structureType: '',
          structureValue: '',
        },
      });
      const floors = await units('ntasAddrID=2100501');
      expect(floors.unitDetails[0].unitQuery).toMatchObject({
        elevationType: 'FL',
        elevationValue: '10',
      });
    });

    it('filters by unitterm ignoring case, spaces and suite/STE', async () => {
      const one = await units('ntasAddrID=2100801&unitterm=ste%201');
      expect(one.total).toBe(11); // STE 1, STE 10-19
      expect(one.unitDetails[0].unit).toBe('STE 1');
      expect(
        (await units('ntasAddrID=2100801&unitterm=Suite%2025')).unitDetails.map((u) => u.unit),
      ).toEqual(['STE 25']);
      expect((await units('ntasAddrID=2100801&unitterm=2')).total).toBe(7); // 2, 20-25
      expect(
        (await units('ntasAddrID=2100801&unitterm=%2324')).unitDetails.map((u) => u.unit),
      ).toEqual(['STE 24']);
      expect((await units('ntasAddrID=2100801&unitterm=FL')).total).toBe(0);
    });

    it('lists a building without units as empty, and a unit id as its building', async () => {
      expect(await units('ntasAddrID=2100001')).toEqual({ unitDetails: [], total: 0 });
      expect((await units('ntasAddrID=2100705')).total).toBe(6);
    });
  });

  describe('Address/GetUnitsByLocus', () => {
    it('answers data[] of size 10 and totalHits', async () => {
      const res = await visitor().json('GET', '/Address/GetUnitsByLocus?locusID=2100801&size=10');
      expect(res.status).toBe(200);
      expect(res.body.totalHits).toBe(25);
      expect(res.body.data).toHaveLength(10);
      const filtered = await visitor().json(
        'GET',
        '/Address/GetUnitsByLocus?locusID=2200101&unitterm=ste%203',
      );
      expect(filtered.body).toMatchObject({ totalHits: 1, data: [{ unit: 'STE 300' }] });
    });
  });

  describe('Address/GetLocusByLocation (reverse lookup)', () => {
    it('answers the nearest footprint building with its standardized address', async () => {
      const res = await visitor().json('POST', '/Address/GetLocusByLocation', {
        latitude: 42.35425,
        longitude: -71.0587,
      });
      expect(res.status).toBe(200);
      expect(res.body.addressInfo).toHaveLength(1);
      expect(res.body.addressInfo[0]).toMatchObject({
        standardizedAddress: '100 Summer St, Boston, MA 02110',
        addressId: '2100001',
        baseAddressId: '2100001',
        zip: '02110',
      });
      expect(res.body.addressInfo[0].distanceMeters).toBeLessThan(20);
    });

    it('finds a building a kilometre away, and nothing beyond 2 km', async () => {
      // About 1.1 km north of 1215 K St, Sacramento.
      const near = await visitor().json('POST', '/Address/GetLocusByLocation', {
        latitude: 38.5886,
        longitude: -121.492,
      });
      expect(near.body.addressInfo[0]).toMatchObject({ addressId: '2200003' });
      expect(near.body.addressInfo[0].distanceMeters).toBeGreaterThan(1000);
      const far = await visitor().json('POST', '/Address/GetLocusByLocation', {
        latitude: 45,
        longitude: -100,
      });
      expect(far.body).toEqual({ addressInfo: [] });
    });
  });

  describe('bad input', () => {
    const long = 'x'.repeat(10_000);
    it.each([
      ['GET', '/Address/IsFiberQualifiedZip?zip=0210', 'zip'],
      ['GET', '/Address/IsFiberQualifiedZip', 'zip'],
      ['GET', '/Address/GetStreetAddresses', 'streetterm'],
      ['GET', '/Address/GetStreetAddresses?streetterm=', 'streetterm'],
      ['GET', `/Address/GetStreetAddresses?streetterm=${long}`, 'streetterm'],
      ['GET', '/Address/GetStreetAddresses?streetterm=1&zip=0210', 'zip'],
      ['GET', '/Address/GetStreetAddresses?streetterm=1&limit=26', 'limit'],
      ['GET', '/Address/GetStreetAddresses?streetterm=1&limit=0', 'limit'],
      ['GET', '/Address/GetBaseAddresses?streetterm=1', 'zip'],
      ['GET', '/Address/GetUnits', 'ntasAddrID'],
      ['GET', '/Address/GetUnits?ntasAddrID=9999999', 'ntasAddrID'],
      ['GET', '/Address/GetUnits?ntasAddrID=2100801&page=0', 'page'],
      ['GET', `/Address/GetUnits?ntasAddrID=2100801&unitterm=${long}`, 'unitterm'],
      ['GET', '/Address/GetUnitsByLocus?locusID=nope', 'locusID'],
      ['GET', '/Address/GetUnitsByLocus?locusID=2100801&size=51', 'size'],
    ])('%s with bad input -> 400 naming $2', async (method, path, field) => {
      const res = await visitor().json(method, path);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ Status: 'FAILURE', field });
      expect(res.body.message).toMatch(new RegExp(`^${field}: `));
    });

    it.each([
      [{}, 'latitude'],
      [{ latitude: 91, longitude: 0 }, 'latitude'],
      [{ latitude: 'north', longitude: 0 }, 'latitude'],
      [{ latitude: 42 }, 'longitude'],
      [{ latitude: 42, longitude: 181 }, 'longitude'],
    ])('reverse lookup %j -> 400 naming %s', async (body, field) => {
      const res = await visitor().json('POST', '/Address/GetLocusByLocation', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field });
    });
  });

  it('requires the Bearer token on every address call', async () => {
    const anonymous = new Visitor(server());
    for (const [method, path, body] of [
      ['GET', '/Address/IsFiberQualifiedZip?zip=02110'],
      ['GET', '/Address/GetStreetAddresses?streetterm=123'],
      ['GET', '/Address/GetBaseAddresses?zip=02110&streetterm=100'],
      ['GET', '/Address/GetUnits?ntasAddrID=2100801'],
      ['GET', '/Address/GetUnitsByLocus?locusID=2100801'],
      ['POST', '/Address/GetLocusByLocation', { latitude: 42, longitude: -71 }],
      ['GET', '/Address/GetUnits'],
    ] as const) {
      const res = await anonymous.json(method, path, body);
      expect(res.status, path).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});
