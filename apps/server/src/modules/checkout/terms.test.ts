/**
 * Agree only to what is shown: the terms in effect are served with their version,
 * AcceptTerms refuses another version, and the order keeps the version accepted and when.
 */
import { expect, it } from 'vitest';
import {
  TERMS_CHANGED_MESSAGE,
  termsAcceptedSentence,
  termsResponse,
} from '@bizline/domain/checkout/terms';
import { Visitor, describeEachDialect } from '../../../test/support';
import { withEntryFixtures } from '../../../test/suite-start';
import { loadCheckoutRow, orderOfCart } from '../../../test/checkout-row';
import {
  BEFORE_INSTALLATION,
  checkoutVisitor,
  submitOrder,
  slotsOf,
} from '../../../test/checkout-ready';
import { outboxMessages } from '../../../test/outbox';

describeEachDialect('terms and conditions', (server) => {
  withEntryFixtures(server);

  it('serves the terms in effect: version, effective date and text', async () => {
    const { v } = await checkoutVisitor(server());
    const res = await v.json('GET', '/Checkout/TermsAndConditions');
    expect(res.status).toBe(200);
    const terms = termsResponse.parse(res.body);
    expect(terms.version).toBe('SBT-2026-11');
    expect(terms.effectiveDate).toBe('2026-11-01');
    expect(terms.title).toBe('Terms and conditions of service');
    expect(terms.sections.length).toBeGreaterThanOrEqual(5);
    expect(terms.intro).toContain(server().ctx.config.brand.companyName);
    expect(JSON.stringify(terms)).not.toContain('{{');
  });

  it('the letter of authorization applies only to a moved number', async () => {
    const { v } = await checkoutVisitor(server());
    const res = await v.json('GET', '/Checkout/LOANEXT');
    expect(res.status).toBe(200);
    expect(res.body.loaRequired).toBe('N');
  });

  it('the order keeps the version accepted and when; another version is refused', async () => {
    const { v, cartId } = await checkoutVisitor(server(), BEFORE_INSTALLATION);
    const slot = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body)[0]!;
    expect(
      (
        await v.json('POST', '/Checkout/SetDueDate', {
          dueDate: slot.date,
          timeSlotCode: slot.code,
        })
      ).body.Status,
    ).toBe('SUCCESS');

    const stale = await v.json('POST', '/Checkout/AcceptTerms', {
      tosCheck: 'Y',
      termsVersion: 'SBT-2020-01',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: TERMS_CHANGED_MESSAGE, field: 'termsVersion' });
    expect((await loadCheckoutRow(server(), cartId)).progress.terms).toBe('N');

    const before = new Date().toISOString();
    const ok = await v.json('POST', '/Checkout/AcceptTerms', {
      tosCheck: 'Y',
      termsVersion: 'SBT-2026-11',
    });
    expect(ok.status).toBe(200);
    const after = new Date().toISOString();

    const svc_orderNo = await submitOrder(v);
    const order = await orderOfCart(server(), cartId);
    expect(order.terms_version).toBe('SBT-2026-11');
    expect(order.terms_accepted_at! >= before && order.terms_accepted_at! <= after).toBe(true);

    const confirm = await v.json('GET', `/OrderStatus/Confirm?orderNo=${svc_orderNo}`);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({
      termsVersion: 'SBT-2026-11',
      termsAcceptedAt: order.terms_accepted_at,
      serviceZip: '02110',
    });

    // The order status says it too, and so does the e-mail, from the order record.
    const lookup = await new Visitor(server()).json('POST', '/OrderStatus/Lookup', {
      orderNumber: svc_orderNo,
      zipCode: '02110',
    });
    expect(lookup.body).toMatchObject({
      termsVersion: 'SBT-2026-11',
      termsAcceptedAt: order.terms_accepted_at,
    });
    const mail = (await outboxMessages(server().ctx, `order:${svc_orderNo}`))[0];
    // In the service address's zone (Boston), as the confirmation and order status pages say it.
    expect(confirm.body.timeZone).toBe('America/New_York');
    const sentence = termsAcceptedSentence(
      { version: 'SBT-2026-11', acceptedAt: order.terms_accepted_at },
      confirm.body.timeZone,
    );
    expect(sentence).toMatch(/^You accepted the Terms and Conditions version SBT-2026-11 on /);
    expect(mail.body_text).toContain(`${sentence}.`);
    expect(mail.body_html).toContain(sentence);
    expect(mail.body_text).toContain(`/order-status?orderNumber=${svc_orderNo}&zipCode=02110`);
  });
});
