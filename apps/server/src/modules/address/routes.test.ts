import { expect, it } from 'vitest';
import { signedInVisitor } from '../../../test/suite-start';
import { Visitor, describeEachDialect } from '../../../test/support';
import { seedZipsIfEmpty } from './service';

describeEachDialect('zip lookup Address/GetZipList', (server) => {
  const visitor = signedInVisitor(server, seedZipsIfEmpty);

  it('answers the ZIP list entry of a 5-digit zip', async () => {
    const res = await visitor().json('GET', '/Address/GetZipList?zip=02108');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      zips: [{ zip: '02108', city: 'Boston', altCity: null, state: 'MA' }],
    });
  });

  it('answers the first ZIPs starting with a prefix, lowest first, up to the limit', async () => {
    const res = await visitor().json('GET', '/Address/GetZipList?zip=021');
    expect(res.status).toBe(200);
    const zips = (res.body as { zips: { zip: string; state: string }[] }).zips;
    expect(zips).toHaveLength(10);
    expect(zips.every((z) => z.zip.startsWith('021') && z.state === 'MA')).toBe(true);
    expect(zips.map((z) => z.zip)).toEqual([...zips.map((z) => z.zip)].sort());

    const three = await visitor().json('GET', '/Address/GetZipList?zip=1&limit=3');
    expect(three.body.zips).toHaveLength(3);
  });

  it('answers an empty list for a ZIP that does not exist', async () => {
    const res = await visitor().json('GET', '/Address/GetZipList?zip=00000');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ zips: [] });
  });

  it.each([
    ['zip=02a08', 'zip'],
    ['zip=021080', 'zip'],
    ['zip=', 'zip'],
    ['', 'zip'],
    ['zip=02108&limit=0', 'limit'],
    ['zip=02108&limit=many', 'limit'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await visitor().json('GET', `/Address/GetZipList?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Status: 'FAILURE', field });
    expect(res.body.message).toMatch(new RegExp(`^${field}: `));
  });

  it('answers 401 without a token, with a bad token, and before looking at the input', async () => {
    const anonymous = new Visitor(server());
    const none = await anonymous.json('GET', '/Address/GetZipList?zip=02108');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ Status: 'FAILURE', code: 'UNAUTHORIZED' });

    anonymous.token = 'not.valid';
    expect((await anonymous.json('GET', '/Address/GetZipList?zip=02108')).status).toBe(401);
    expect((await anonymous.json('GET', '/Address/GetZipList?zip=bad')).status).toBe(401);
  });
});
