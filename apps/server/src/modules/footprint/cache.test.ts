import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS, freshDatabaseUrl } from '../../../test/support';
import { migrateToLatest, openDb, type Db } from '../../db/index';
import { getAddress, quotesOf } from '../address/service';
import { importFootprint } from './service';

const HEADER =
  'address_id,base_address_id,house_number,street_name,unit,city,state,zip,latitude,longitude,fiber,hsi,quotes';
const footprint = (fiber: 'Y' | 'N', quotes: string) =>
  Readable.from([`${HEADER}\nB1,,100,Summer Street,,Boston,MA,02110,,,${fiber},N,${quotes}\n`]);

for (const dialect of DIALECTS) {
  describe(`footprint rows kept per process [${dialect}]`, () => {
    // Two processes on one database: each opens its own pool (and keeps its own rows).
    let importer: Db;
    let other: Db;
    let drop: () => Promise<void>;
    let url: string;
    const load = (db: Db, fiber: 'Y' | 'N', quotes: string) =>
      importFootprint(db, footprint(fiber, quotes), dialect === 'postgres' ? { copyUrl: url } : {});

    beforeAll(async () => {
      ({ url, drop } = await freshDatabaseUrl(dialect));
      importer = openDb(url);
      await migrateToLatest(importer);
      other = openDb(url);
      expect((await load(importer, 'Y', 'Q1:MON1')).ok).toBe(true);
    });
    afterAll(async () => {
      vi.useRealTimers();
      await importer.close();
      await other.close();
      await drop();
    });

    it('an import is seen at once by its own process and within 3 s by another', async () => {
      expect((await getAddress(other, 'B1'))?.fiber).toBe('Y');
      expect(await quotesOf(other, ['B1'])).toEqual([{ quoteNumber: 'Q1', mon: 'MON1' }]);
      expect((await getAddress(importer, 'B1'))?.fiber).toBe('Y');

      vi.useFakeTimers({ toFake: ['Date'] });
      expect((await load(importer, 'N', 'Q2:MON2')).ok).toBe(true);
      // The importing process forgot what it kept.
      expect((await getAddress(importer, 'B1'))?.fiber).toBe('N');
      // The other one still answers what it kept until it checks the footprint's version again.
      expect((await getAddress(other, 'B1'))?.fiber).toBe('Y');
      vi.setSystemTime(Date.now() + 3_001);
      expect((await getAddress(other, 'B1'))?.fiber).toBe('N');
      expect(await quotesOf(other, ['B1'])).toEqual([{ quoteNumber: 'Q2', mon: 'MON2' }]);
    });

    it('a kept row cannot be changed by one caller for the others', async () => {
      const row = await getAddress(other, 'B1');
      expect(Object.isFrozen(row)).toBe(true);
      expect(await getAddress(other, 'NOPE')).toBeNull();
    });
  });
}
