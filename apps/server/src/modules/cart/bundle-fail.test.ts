import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import demo from '../../../../../data/catalogue/demo.json';
import { Visitor, describeEachDialect } from '../../../test/support';
import { withEntryFixtures } from '../../../test/suite-start';

// A catalogue that sells no fiber + TV bundle: the flex call must answer data 'Fail'.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-cart-'));
const file = path.join(dir, 'no-flex.json');
fs.writeFileSync(
  file,
  JSON.stringify({
    ...demo,
    bundles: demo.bundles.filter(
      (b) => !(b.services.includes('data') && b.services.includes('tv')),
    ),
  }),
);

describeEachDialect(
  'cart bundle failure',
  (server) => {
    withEntryFixtures(server);

    it("answers data 'Fail' when the catalogue has no bundle, and keeps the cart", async () => {
      const v = new Visitor(server());
      await v.signIn();
      await v.json('POST', '/Qualify/CheckAvailability', {
        zipCode: '02110',
        AddressID: '2100001',
      });
      await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', { ptype: 'data' });
      const before = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body;
      const flex = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', { ptype: 'flex' });
      expect(flex.status).toBe(200);
      expect(flex.body).toEqual({ data: 'Fail', message: 'No bundle is sold for flex (TwoYears)' });
      expect((await v.json('GET', '/PrdSelection/GetSelectedProducts')).body).toEqual(before);
    });
  },
  { CATALOGUE_FILE: file },
);
