import { describe, expect, it } from 'vitest';
import { signedInVisitor } from '../../../test/suite-start';
import { Visitor, describeEachDialect } from '../../../test/support';
import { WAITLIST_FORM as form } from '../../../test/support-visitors';

describeEachDialect(
  'waitlist registration and call-back requests',
  (server) => {
    const visitor = signedInVisitor(server, async () => {});
    /** Qualify/RequestCallback from `from` (the signed-in visitor unless told); checked to answer 200. */
    const requestCallback = async (body: Record<string, string>, from = visitor()) => {
      const res = await from.json('POST', '/Qualify/RequestCallback', body);
      expect(res.status).toBe(200);
      return res.body;
    };
    /** The stored call-back rows of some references, oldest first. */
    const callbackRows = (references: string[]) =>
      server()
        .ctx.db.kysely.selectFrom('callback_requests')
        .selectAll()
        .where('reference', 'in', references)
        .orderBy('created_at')
        .execute();

    describe('Waitlist/Register', () => {
      it('stores a registration once per e-mail and address', async () => {
        const first = await visitor().json('POST', '/Waitlist/Register', form);
        expect(first.status).toBe(200);
        expect(first.body).toMatchObject({ Status: 'SUCCESS', alreadyRegistered: false });
        expect(first.body.registrationId).toMatch(/^WL-[0-9A-Z]{10}$/);

        // Same e-mail in another case, same address written differently: one registration.
        const again = await new Visitor(server()).json('POST', '/Waitlist/Register', {
          ...form,
          email: 'ada@example.COM',
          streetAddress: '46 E Main St',
          unit: 'STE 2',
          checkBox: 'on',
        });
        expect(again.body).toEqual({
          Status: 'SUCCESS',
          registrationId: first.body.registrationId,
          alreadyRegistered: true,
        });

        const otherAddress = await visitor().json('POST', '/Waitlist/Register', {
          ...form,
          unit: '',
        });
        expect(otherAddress.body.alreadyRegistered).toBe(false);

        const rows = await server()
          .ctx.db.kysely.selectFrom('waitlist_registrations')
          .selectAll()
          .where('email_key', '=', 'ada@example.com')
          .orderBy('created_at')
          .execute();
        expect(rows).toHaveLength(2);
        expect(rows[0]).toMatchObject({
          first_name: 'Ada',
          email: 'Ada@Example.com',
          mobile_num: '3025550142',
          business_num: null,
          unit: 'Suite 2',
          consent: 1,
        });
      });

      it('accepts a form-encoded submission', async () => {
        const res = await visitor().fetch(server().api('/Waitlist/Register'), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...form, email: 'form@example.com', checkBox: 'true' }),
        });
        expect(res.status).toBe(200);
      });

      it.each([
        [{ firstName: 'Ada1' }, 'firstName', 'Invalid firstname'],
        [{ firstName: undefined }, 'firstName', 'Invalid firstname'],
        [{ lastName: 'Love lace' }, 'lastName', 'Invalid lastname'],
        [{ email: 'ada@' }, 'email', 'Invalid email'],
        [{ zipCode: '0211' }, 'zipCode', 'Invalid ZIP code'],
        [{ zipCode: '02110' }, 'zipCode', 'Invalid ZIP code'],
        [{ mobileNum: '123' }, 'mobileNum', 'Invalid mobile number'],
        [{ businessNum: '0123456789' }, 'businessNum', 'Invalid business number'],
        [{ city: ' ' }, 'city', 'Required field'],
        [{ streetAddress: undefined }, 'streetAddress', 'Required field'],
        [{ streetAddress: 'x'.repeat(10_000) }, 'streetAddress', 'must be at most 200 characters'],
        [{ checkBox: false }, 'checkBox', 'Required field'],
        [{ checkBox: undefined }, 'checkBox', 'Required field'],
      ])('refuses %j with the 000 §5 message', async (change, field, message) => {
        const res = await visitor().json('POST', '/Waitlist/Register', { ...form, ...change });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          Status: 'FAILURE',
          field,
          message: `${field}: ${message}`,
        });
      });
    });

    describe('Qualify/RequestCallback', () => {
      it('stores a call-back request and answers its reference', async () => {
        const answer = await requestCallback({
          reason: 'pending-order',
          name: 'Ada',
          phone: '302-555-0142',
          preferredTime: 'mornings',
        });
        expect(answer.Status).toBe('SUCCESS');
        expect(answer.reference).toMatch(/^CB-[0-9A-Z]{8}$/);
        const notFound = await requestCallback(
          {
            reason: 'address-not-found',
            phone: '3025550142',
            addressText: '12 Unlisted Lane, Newark DE 19711',
          },
          new Visitor(server()),
        );
        const rows = await callbackRows([answer.reference, notFound.reference]);
        expect(rows.map((r) => [r.reason, r.phone, r.address_text, r.status])).toEqual([
          // The console's call-back queue starts at 'requested' (issue 14).
          ['pending-order', '3025550142', null, 'requested'],
          ['address-not-found', '3025550142', '12 Unlisted Lane, Newark DE 19711', 'requested'],
        ]);
        expect(rows[0]!.session_id).not.toBeNull();
        expect(rows[1]!.session_id).toBeNull();
      });

      it("stores a kiosk's wireless-plan request with the service address", async () => {
        const answer = await requestCallback({
          reason: 'wireless-plan',
          name: 'Grace',
          phone: '713-555-0188',
          addressText: '901 Bagby St, Houston, TX 77002',
        });
        const [row] = await callbackRows([answer.reference]);
        expect([row!.reason, row!.name, row!.phone, row!.address_text]).toEqual([
          'wireless-plan',
          'Grace',
          '7135550188',
          '901 Bagby St, Houston, TX 77002',
        ]);
      });

      it.each([
        [{ reason: 'other', phone: '3025550142' }, 'reason'],
        [{ phone: '3025550142' }, 'reason'],
        [{ reason: 'pending-order' }, 'phone'],
        [{ reason: 'pending-order', phone: '1025550142' }, 'phone'],
        [{ reason: 'address-not-found', phone: '3025550142' }, 'addressText'],
        [{ reason: 'pending-order', phone: '3025550142', name: 'x'.repeat(10_000) }, 'name'],
      ])('refuses %j naming the field', async (body, field) => {
        const res = await visitor().json('POST', '/Qualify/RequestCallback', body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ field });
      });

      it('uses the phone rules of 000 §5', async () => {
        const res = await visitor().json('POST', '/Qualify/RequestCallback', {
          reason: 'pending-order',
          phone: '',
        });
        expect(res.body.message).toBe('phone: Your mobile number must be 10 digits.');
      });
    });
  },
  { FORM_RATE_LIMIT_PER_MINUTE: '1000' },
);
