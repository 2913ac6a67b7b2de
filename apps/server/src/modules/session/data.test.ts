import { describe, expect, it } from 'vitest';
import { parseSessionData } from './data';

describe('parseSessionData', () => {
  it('reads every key of a well-formed bag, typed', () => {
    const bag = {
      cartId: 'c1',
      cartAddressId: 'a1',
      lq: { addressId: 'a1', baseAddressId: 'b1', fiber: 'Y' },
      lqContact: { phone: '6175550100', email: 'a@example.com' },
      optix: { quoteNumber: 'Q1' },
      staffId: 7,
    };
    expect(parseSessionData(JSON.stringify(bag))).toEqual(bag);
  });

  it('drops the keys whose value does not fit and keeps the others', () => {
    const json = JSON.stringify({
      cartId: 'c1',
      lq: { addressId: 'a1', fiber: 'maybe' },
      staffId: 'admin',
      addressChoices: ['x', 'y'],
    });
    expect(parseSessionData(json)).toEqual({ cartId: 'c1', addressChoices: ['x', 'y'] });
  });

  it('drops keys no module knows', () => {
    expect(parseSessionData('{"cartId":"c1","somethingElse":1}')).toEqual({ cartId: 'c1' });
  });

  it('reads a bag that is not a JSON object as empty', () => {
    for (const json of ['', 'not json', '[1,2]', 'null', '"text"', '42']) {
      expect(parseSessionData(json)).toEqual({});
    }
  });
});
