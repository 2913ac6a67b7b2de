import { describe, expect, it } from 'vitest';
import { parseAbandonedCsv, toBatches } from './abandoned-rows';

const HEADER = 'addressID,phoneNumber,state,email,city,street,zipCode';

describe('parseAbandonedCsv', () => {
  it('reads rows by the header, any column order, with quotes and a lost leading zero', () => {
    const csv = [
      HEADER,
      '2100001,6175550101,MA,a@example.com,Boston,100 Summer St,02110',
      '',
      ',,DE,b@example.com,Newark,"46 E Main St, Suite 1",9711',
    ].join('\r\n');
    const { rows, problems } = parseAbandonedCsv(`\uFEFF${csv}`);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        addressID: '2100001',
        phoneNumber: '6175550101',
        state: 'MA',
        email: 'a@example.com',
        city: 'Boston',
        street: '100 Summer St',
        zipCode: '02110',
      },
      {
        addressID: '',
        phoneNumber: '',
        state: 'DE',
        email: 'b@example.com',
        city: 'Newark',
        street: '46 E Main St, Suite 1',
        zipCode: '09711',
      },
    ]);
    const reordered = parseAbandonedCsv(
      'zipCode,street,city,email,state,phoneNumber,ADDRESSID\n02110,,,,,,2100001\n',
    );
    expect(reordered.rows[0]).toMatchObject({ addressID: '2100001', zipCode: '02110' });
  });

  it('reports every problem with its line and imports nothing', () => {
    const csv = [
      HEADER,
      '2100001,,MA,,Boston,100 Summer St,02110',
      ',,MA,,Boston,,02110',
      '2100002,,MA,,Boston,125 Summer St',
      '2100003,,MA,,Boston,1 Main St,ABCDE',
    ].join('\n');
    expect(parseAbandonedCsv(csv)).toEqual({
      rows: [],
      problems: [
        { line: 3, message: 'the addressID or the street is required' },
        { line: 4, message: 'expected 7 values, found 6' },
        { line: 5, message: 'the zipCode "ABCDE" is not 5 digits' },
      ],
    });
  });

  it('refuses a file without the header, and an empty file', () => {
    expect(parseAbandonedCsv('2100001,,MA,,Boston,100 Summer St,02110').problems).toEqual([
      {
        line: 1,
        message: `the header must be ${HEADER}; missing addressID, phoneNumber, state, email, city, street, zipCode`,
      },
    ]);
    expect(parseAbandonedCsv('\n\n').problems).toEqual([{ line: 0, message: 'the file is empty' }]);
    expect(parseAbandonedCsv(`${HEADER}\n`).problems).toEqual([
      { line: 0, message: 'the file has no rows' },
    ]);
  });
});

describe('toBatches', () => {
  it('numbers the rows and splits them into batches of five', () => {
    const row = {
      addressID: ' 1 ',
      phoneNumber: '',
      state: '',
      email: '',
      city: '',
      street: '',
      zipCode: '02110',
    };
    const batches = toBatches(Array.from({ length: 12 }, () => row));
    expect(batches.map((b) => b.length)).toEqual([5, 5, 2]);
    expect(batches[2]!.map((r) => r.row)).toEqual([11, 12]);
    expect(batches[0]![0]!.addressID).toBe('1');
  });
});
