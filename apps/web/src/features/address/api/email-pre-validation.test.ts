import { describe, expect, it, vi } from 'vitest';
import { preValidateEmail } from './email-pre-validation';
import { stubFetch } from '../../../test/render-routes';

describe('Qualify/EmailPreValidation', () => {
  it.each(['SUCCESS', 'success'])(
    'Message %s: valid; posts { email } without a token',
    async (m) => {
      const f = stubFetch({ 'Qualify/EmailPreValidation': () => ({ Message: m }) });
      await expect(preValidateEmail('ada@example.com')).resolves.toBe('valid');
      const [call] = f.called('Qualify/EmailPreValidation');
      expect(call?.init?.method).toBe('POST');
      expect(JSON.parse(String(call?.init?.body))).toEqual({ email: 'ada@example.com' });
      expect(new Headers(call?.init?.headers).get('Authorization')).toBeNull();
      expect(f.called('MicroBiz/GetApigeeToken')).toHaveLength(0);
    },
  );

  it('any other Message: invalid', async () => {
    stubFetch({
      'Qualify/EmailPreValidation': () => ({ Message: 'INVALID', reason: 'x' }),
    });
    await expect(preValidateEmail('ada@example.con')).resolves.toBe('invalid');
  });

  it('a failed call (5xx) does not block and is posted to the event log', async () => {
    const f = stubFetch({
      'Qualify/EmailPreValidation': () => new Response('{}', { status: 503 }),
    });
    await expect(preValidateEmail('ada@example.com')).resolves.toBe('unknown');
    await vi.waitFor(() => {
      const logged = f
        .called('EventLog/Save')
        .map((c) => JSON.parse(String(c.init?.body)) as { eventName?: string; eventType?: string });
      expect(logged).toContainEqual(
        expect.objectContaining({ eventType: 'Error', eventName: 'EmailPreValidation' }),
      );
    });
  }, 15_000);

  it('a network failure does not block either', async () => {
    stubFetch({
      'Qualify/EmailPreValidation': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(preValidateEmail('ada@example.com')).resolves.toBe('unknown');
  }, 15_000);
});
