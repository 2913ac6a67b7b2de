/**
 * The complete TMF622 ProductOrder, read as a provider's back office would: orders placed through
 * the storefront (fiber with phone and a kept number, BDV lines with equipment, TV, a price quote,
 * an agent's sale) and read with a client typed from the TM Forum TMF622 v4 model (below, not
 * bizline's own schemas). Each carries the exact service address with its unit, every chosen
 * option as a characteristic, items whose prices add up to the order's totals to the cent and
 * productOffering ids of the catalogue; cancelProductOrder moves an order as the console does and
 * refuses a completed one; the dotted filters, a bad filter (400) and an unknown id (404).
 * Both databases, real HTTP.
 */
import { beforeAll, expect, it } from 'vitest';
import demo from '../../../../../data/catalogue/demo.json';
import { describeEachDialect, type TestServer, type Visitor } from '../../../test/support';
import { BEFORE_INSTALLATION, checkoutVisitor, slotsOf } from '../../../test/checkout-ready';
import { placeOrder, staffVisitor } from '../../../test/console-orders';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { qualifiedVisitor } from '../../../test/support-visitors';
import { TMF, makeKey, tmfCall } from '../../../test/tmf-client';
import { startReceiver } from '../../../test/webhook-receiver';
import { JOB_HANDLERS } from '../../jobs/sweeps';
import { runDueJobs } from '../../jobs/worker';
import { seedDemoQuotesIfEmpty } from '../quote/service';
import { updateCheckout } from '../checkout/service';

// ---- The TM Forum TMF622 v4 model (ProductOrder, ProductOrderItem, ...), as a client has it ----
interface Money {
  unit: string;
  value: number;
}
interface Price {
  dutyFreeAmount?: Money;
  taxIncludedAmount?: Money;
}
interface PriceAlteration {
  name?: string;
  priceType: string;
  price: Price;
}
interface OrderPrice {
  name?: string;
  priceType?: string;
  recurringChargePeriod?: string;
  price?: Price;
  priceAlteration?: PriceAlteration[];
}
interface Characteristic {
  name: string;
  valueType?: string;
  value: unknown;
}
/** RelatedPlaceRefOrValue with a TMF673 GeographicAddress value. */
interface RelatedPlace {
  id?: string;
  role: string;
  streetNr?: string;
  streetName?: string;
  streetType?: string;
  city?: string;
  stateOrProvince?: string;
  postcode?: string;
  country?: string;
  geographicSubAddress?: {
    name?: string;
    subUnit?: { subUnitType: string; subUnitNumber: string }[];
  }[];
  '@type'?: string;
}
interface ProductOrderItem {
  id: string;
  action: string;
  quantity?: number;
  state?: string;
  productOffering?: { id: string; href?: string; name?: string };
  product?: { name?: string; productCharacteristic?: Characteristic[]; place?: RelatedPlace[] };
  itemPrice?: OrderPrice[];
  itemTotalPrice?: OrderPrice[];
  productOrderItemRelationship?: { id: string; relationshipType: string }[];
  appointment?: { id: string; href?: string; '@referredType'?: string };
}
interface ContactMedium {
  mediumType?: string;
  characteristic?: { emailAddress?: string; phoneNumber?: string };
}
interface RelatedParty {
  id: string;
  name?: string;
  role?: string;
  contactMedium?: ContactMedium[];
  '@referredType': string;
  '@type'?: string;
  '@schemaLocation'?: string;
}
interface ProductOrder {
  id: string;
  href?: string;
  state?: string;
  channel?: { id: string; name?: string; role?: string }[];
  productOrderItem: ProductOrderItem[];
  orderTotalPrice?: OrderPrice[];
  relatedParty?: RelatedParty[];
  billingAccount?: { id: string; name?: string };
  payment?: { id: string; name?: string }[];
  agreement?: { id: string; name?: string }[];
  quote?: { id: string }[];
  cancellationReason?: string;
  '@type'?: string;
}
interface CancelProductOrder {
  id: string;
  href?: string;
  state: string;
  productOrder: { id: string; href?: string };
  cancellationReason?: string;
  effectiveCancellationDate?: string;
}
interface TmfError {
  code: string;
  reason: string;
  message?: string;
}

const RELATED_PARTY = 'RelatedPartyWithContactMedium';
const BILLING = {
  selected: 'N' as const,
  address: '9 Elm Ave',
  city: 'Salem',
  state: 'MA',
  zipCode: '01970',
  unit: 'STE 3',
};
const UNIT_ADDRESS = { zipCode: '02109', AddressID: '2100602' }; // 60 State St STE 700, Boston
const QUOTE_ADDRESS = { zipCode: '06103', AddressID: '2100201' }; // 20 Church St, Hartford
const KEPT = '6175559876';
const LOA = {
  localService: 'Y',
  intraLATA: 'Y',
  interLATA: 'N',
  tDate: '11/23/2026',
  firstName: 'Ada',
  lastName: 'Lovelace',
  cNumber: '617-555-9876',
};

/** Every id of the catalogue the orders were priced on. */
const CATALOGUE_IDS = new Set<string>(
  [demo.internet, demo.tv, demo.phone, demo.bdv].flatMap((section) =>
    Object.values(section).flatMap((v) =>
      (Array.isArray(v) ? v : v && typeof v === 'object' ? [v] : []).map(
        (i) => (i as { id: string }).id,
      ),
    ),
  ),
);

const chars = (item: ProductOrderItem) =>
  Object.fromEntries((item.product?.productCharacteristic ?? []).map((c) => [c.name, c.value]));
const itemOf = (o: ProductOrder, offeringId: string) =>
  o.productOrderItem.find((i) => i.productOffering?.id === offeringId)!;
const itemsOf = (o: ProductOrder, offeringId: string) =>
  o.productOrderItem.filter((i) => i.productOffering?.id === offeringId);
const centsOf = (p: OrderPrice) => Math.round((p.price?.dutyFreeAmount?.value ?? 0) * 100);

/** The items' total prices of each type, and the order's, in cents. */
function sums(o: ProductOrder) {
  const items = (type: string) =>
    o.productOrderItem
      .flatMap((i) => i.itemTotalPrice ?? [])
      .filter((p) => p.priceType === type)
      .reduce((n, p) => n + centsOf(p), 0);
  const order = (type: string) =>
    (o.orderTotalPrice ?? [])
      .filter((p) => p.priceType === type)
      .reduce((n, p) => n + centsOf(p), 0);
  return {
    items: { recurring: items('recurring'), nonRecurring: items('nonRecurring') },
    order: { recurring: order('recurring'), nonRecurring: order('nonRecurring') },
  };
}

async function reserveSlot(v: Visitor) {
  const slot = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body)[0]!;
  const res = await v.json('POST', '/Checkout/SetDueDate', {
    dueDate: slot.date,
    timeSlotCode: slot.code,
  });
  expect(res.body.Status).toBe('SUCCESS');
}

async function acceptTermsAndSubmit(v: Visitor): Promise<string> {
  const terms = await v.json('POST', '/Checkout/AcceptTerms', {
    tosCheck: 'Y',
    termsVersion: 'SBT-2026-11',
  });
  expect(terms.status).toBe(200);
  const res = await v.fetch(v.server.api('/Checkout/SubmitOrder'), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${v.token}`,
      'idempotency-key': crypto.randomUUID(),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: '',
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { svc_orderNo: string }).svc_orderNo;
}

const updateCart = async (v: Visitor, body: object) => {
  const res = await v.json('POST', '/PrdConfig/UpdateCart', body);
  expect(res.body.Status, JSON.stringify(res.body)).toBe('SUCCESS');
};

/** Fiber at the unit address with a rented router, two extenders, a static block, phone with
 * two lines: a new number from the pool and the customer's own number kept (signed letter). */
async function fiberWithKeptNumber(server: TestServer) {
  const { v, cartId } = await checkoutVisitor(
    server,
    BEFORE_INSTALLATION,
    'INST-PRO',
    UNIT_ADDRESS,
  );
  // Bills go to another address (the billing section's answer, as the checkout keeps it).
  await updateCheckout(server.ctx, cartId, (c) => ({
    progress: c.progress,
    answers: { ...c.answers, businessInfo: BILLING },
  }));
  await updateCart(v, {
    ProductType: 'FIOSDATA',
    fiOSDataModelPost: {
      RouterSelection: { OldID: '', NewID: 'RTR-FIOS-RENT' },
      ExtenderSelection: [{ PrdID: 'EXT-WIFI', Quantity: 2 }],
      DataSelection: { NewID: 'SIP-BLOCK5' },
    },
  });
  const bundle = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', {
    ptype: 'phone',
    planId: 'FIOS-500',
    nLines: 2,
  });
  expect(bundle.status).toBe(200);
  const held = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body.heldTNs as string[];
  await updateCart(v, {
    ProductType: 'VOICE',
    VoiceModelPost: {
      PhoneLines: [
        { LineNO: 1, NewTN: held[0] },
        { LineNO: 2, NewTN: KEPT, KeepTN: 'Y' },
      ],
    },
  });
  await reserveSlot(v);
  expect((await v.json('POST', '/Checkout/LetterOfAuthorization', LOA)).body.Status).toBe(
    'SUCCESS',
  );
  return { orderNo: await acceptTermsAndSubmit(v), newNumber: held[0]! };
}

/** Fiber with Business Digital Voice: two lines, two 4-line desk phones with a handset, a feature. */
async function bdvWithEquipment(server: TestServer) {
  const { v } = await checkoutVisitor(server);
  const bundle = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', {
    ptype: 'bdv',
    nLines: 2,
  });
  expect(bundle.status).toBe(200);
  const held = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body.heldTNs as string[];
  await updateCart(v, {
    ProductType: 'BDV',
    BdvModelPost: {
      EquipMapping: [{ EqpID: 'BDV-EQ-4LINE', Quantity: 2, AddlHandset: 1, TNs: [] }],
      BdvFeatures: ['BDVF-HUNT'],
    },
  });
  await reserveSlot(v);
  return { orderNo: await acceptTermsAndSubmit(v), numbers: held };
}

/** Fiber and TV Preferred with two set-top boxes. */
async function fiberAndTv(server: TestServer) {
  const { v } = await checkoutVisitor(server);
  const flex = await v.json('POST', '/PrdSelection/FlexSelection', { tvID: 'TV-PREFERRED' });
  expect(flex.body.data).toBe('SUCCESS');
  await updateCart(v, {
    ProductType: 'FIOSTV',
    FiOSTVModelPost: { SelectedEquipments: [{ PrdID: 'TVE-STB', Quantity: 2 }] },
  });
  await reserveSlot(v);
  return acceptTermsAndSubmit(v);
}

/** A provider's price quote ordered through the quote checkout (Q100201, Hartford). */
async function quoteOrder(server: TestServer): Promise<string> {
  const v = await qualifiedVisitor(server, QUOTE_ADDRESS);
  const opened = await v.json('POST', '/Checkout/OmniCartInfo', {
    PriceQuoteNumber: 'Q100201',
    IsDirectCheckout: 'Y',
    IsOrderConfirmed: 'N',
  });
  expect(opened.status).toBe(200);
  const contact = await v.json('POST', '/OmniOLODetails', {
    MonNo: 'MON500201',
    EmailId: 'pat.owner@example.com',
    FirstName: 'Pat',
    LastName: 'Owner',
    ZipCode: '06103',
    MobileNumber: '860-555-0142',
  });
  expect(contact.status).toBe(200);
  const dates = await v.json('POST', '/Checkout/GetDueDatesByCoA', {
    Client: 'SMB',
    InstallationType: '',
  });
  const day = dates.body.outputField.ordersField[0].dueDatesField.dueDateField[0];
  const held = await v.json('POST', '/Checkout/SetDueDatesByCoA', {
    client: 'SMB',
    selectedDueDates: [
      {
        orderType: 'TELCO',
        dueDate: day.valueField,
        timeSlots: { code: day.timeSlotsField[0].codeField },
      },
    ],
  });
  expect(held.status).toBe(200);
  const res = await v.fetch(server.api('/Checkout/SubmitQuotesOrderByCoA'), {
    method: 'POST',
    headers: { authorization: `Bearer ${v.token}`, 'idempotency-key': crypto.randomUUID() },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as any).outputField.svcOrderNumbersField[0] as string;
}

/** JSON Schema, as far as the document uses it. */
interface Schema {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  additionalProperties?: Schema | boolean;
}

/** The attributes of `value` its schema does not declare (paths), following arrays and unions. */
function undeclared(value: unknown, schema: Schema | undefined, path = '$'): string[] {
  if (!schema || value === null || typeof value !== 'object') return [];
  if (schema.anyOf) {
    const each = schema.anyOf.map((s) => undeclared(value, s, path));
    return each.find((list) => list.length === 0) ?? each[0]!;
  }
  if (Array.isArray(value))
    return value.flatMap((v, i) => undeclared(v, schema.items, `${path}[${i}]`));
  return Object.entries(value).flatMap(([k, v]) =>
    schema.properties?.[k]
      ? undeclared(v, schema.properties[k], `${path}.${k}`)
      : schema.additionalProperties
        ? []
        : [`${path}.${k}`],
  );
}

describeEachDialect(
  'TMF622 orders from storefront journeys',
  (server) => {
    let key: string;
    let publicUrl: string;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    const orders: Record<'fiber' | 'bdv' | 'tv' | 'quote' | 'agent', string> = {} as never;
    let newNumber: string;
    let bdvNumbers: string[];
    let agentId: string;

    const get = async <T>(path: string): Promise<{ status: number; body: T; res: Response }> => {
      const res = await tmfCall(server(), key, 'GET', `${TMF.ordering}${path}`);
      return { status: res.status, body: (await res.json()) as T, res };
    };
    const order = async (id: string) => {
      const r = await get<ProductOrder>(`/productOrder/${id}`);
      expect(r.status).toBe(200);
      return r.body;
    };
    const ids = async (query: string) => {
      const r = await get<ProductOrder[]>(`/productOrder?${query}&fields=id`);
      expect(r.status).toBe(200);
      return r.body.map((o) => o.id).sort();
    };

    beforeAll(async () => {
      const s = server();
      publicUrl = s.ctx.config.publicUrl;
      await loadEntryFixtures(s.ctx, { bostonNumbers: 30 });
      await seedDemoQuotesIfEmpty(s.ctx);
      const admin = await staffVisitor(s, 'tmf-journeys@example.com', 'admin');
      key = await makeKey(admin, 'Back office');
      receiver = await startReceiver();
      const hook = await admin.json('POST', '/Console/Webhooks/Create', {
        url: receiver.url,
        events: ['order.created'],
      });
      expect(hook.status).toBe(200);
      await staffVisitor(s, 'agent.smith@example.com', 'agent');
      const fiber = await fiberWithKeptNumber(s);
      orders.fiber = fiber.orderNo;
      newNumber = fiber.newNumber;
      const bdv = await bdvWithEquipment(s);
      orders.bdv = bdv.orderNo;
      bdvNumbers = bdv.numbers;
      orders.tv = await fiberAndTv(s);
      orders.quote = await quoteOrder(s);
      orders.agent = (await placeOrder(s, { agentEmail: 'agent.smith@example.com' })).orderNo;
      const agent = await s.ctx.db.kysely
        .selectFrom('staff_users')
        .select('id')
        .where('email', '=', 'agent.smith@example.com')
        .executeTakeFirstOrThrow();
      agentId = String(agent.id);
    });

    it('every order: items add up to its totals to the cent; ids are the catalogue’s', async () => {
      for (const id of Object.values(orders)) {
        const o = await order(id);
        expect(o['@type']).toBe('ProductOrder');
        expect(o.href).toBe(`${publicUrl}${TMF.ordering}/productOrder/${id}`);
        const { items, order: totals } = sums(o);
        expect(items, id).toEqual(totals);
        expect(totals.recurring).toBeGreaterThan(0);
        for (const item of o.productOrderItem) {
          expect(item).toMatchObject({ action: 'add', state: 'acknowledged' });
          if (id === orders.quote) continue;
          const offering = item.productOffering!;
          expect(CATALOGUE_IDS.has(offering.id), offering.id).toBe(true);
          expect(offering.href).toBe(
            `${publicUrl}${TMF.catalog}/productOffering/${encodeURIComponent(offering.id)}`,
          );
        }
      }
    });

    it('fiber with phone: the unit address, every option, the new and the kept number', async () => {
      const o = await order(orders.fiber);
      const place = o.productOrderItem[0]!.product!.place!;
      expect(place).toEqual([
        expect.objectContaining({
          id: '2100602',
          role: 'serviceAddress',
          streetNr: '60',
          streetName: 'State',
          streetType: 'St',
          city: 'Boston',
          stateOrProvince: 'MA',
          postcode: '02109',
          country: 'US',
          geographicSubAddress: [
            expect.objectContaining({
              name: 'STE 700',
              subUnit: [{ subUnitType: 'STE', subUnitNumber: '700' }],
            }),
          ],
          '@type': 'GeographicAddress',
        }),
        expect.objectContaining({
          id: `${orders.fiber}-billing`,
          role: 'billingAddress',
          streetNr: '9',
          streetName: 'Elm',
          streetType: 'Ave',
          city: 'Salem',
          stateOrProvince: 'MA',
          postcode: '01970',
          geographicSubAddress: [expect.objectContaining({ name: 'STE 3' })],
        }),
      ]);
      for (const item of o.productOrderItem) expect(item.product!.place).toEqual(place);
      const plan = itemOf(o, 'FIOS-500');
      expect(chars(plan)).toMatchObject({
        downloadSpeedMbps: 500,
        uploadSpeedMbps: 500,
        contractTerm: 'TwoYears',
        contractTermMonths: 24,
        ipType: 'static',
        staticIpBlock: 'Static IP Block of 5',
      });
      const router = itemOf(o, 'RTR-FIOS-RENT');
      expect(chars(router)).toMatchObject({ routerAcquisition: 'rent' });
      expect(router.productOrderItemRelationship).toEqual([
        { id: plan.id, relationshipType: 'reliesOn', '@type': 'OrderItemRelationship' },
      ]);
      expect(itemOf(o, 'EXT-WIFI')).toMatchObject({ quantity: 2 });
      expect(chars(itemOf(o, 'EXT-WIFI'))).toMatchObject({ extenderCount: 2 });
      expect(chars(itemOf(o, 'SIP-BLOCK5'))).toMatchObject({ ipType: 'static' });
      const install = itemOf(o, 'INST-PRO');
      expect(chars(install)).toMatchObject({ installationType: 'tech' });
      expect(install.appointment).toMatchObject({
        id: orders.fiber,
        href: `${publicUrl}${TMF.appointment}/appointment/${orders.fiber}`,
        '@referredType': 'Appointment',
      });
      const lines = itemsOf(o, 'PH-UNLIMITED').map(chars);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatchObject({
        lineNumber: 1,
        telephoneNumber: newNumber,
        numberType: 'new',
      });
      expect(lines[0]).not.toHaveProperty('loaSignedBy');
      expect(lines[1]).toMatchObject({
        lineNumber: 2,
        telephoneNumber: KEPT,
        numberType: 'kept',
        loaSignedBy: 'Ada Lovelace',
        loaSignedDate: '11/23/2026',
        loaLocalService: true,
        loaIntraLATA: true,
        loaInterLATA: false,
      });
      // The parties reach the back office with their e-mail and phone.
      expect(o.relatedParty).toEqual([
        expect.objectContaining({
          id: `${orders.fiber}-customer`,
          name: 'Analytical Engines LLC',
          role: 'Customer',
          '@referredType': 'Organization',
          '@type': 'RelatedPartyWithContactMedium',
          '@schemaLocation': `${publicUrl}${TMF.ordering}/schema/RelatedPartyWithContactMedium.schema.json`,
        }),
        expect.objectContaining({ role: 'Contact', name: 'Ada Lovelace' }),
      ]);
      expect(o.relatedParty![1]!.contactMedium).toEqual([
        expect.objectContaining({
          mediumType: 'email',
          characteristic: { emailAddress: 'ada@example.com' },
        }),
        expect.objectContaining({
          mediumType: 'phone',
          characteristic: expect.objectContaining({ phoneNumber: '6175550100' }),
        }),
      ]);
      const schema = await tmfCall(
        server(),
        null,
        'GET',
        `${TMF.ordering}/schema/RelatedPartyWithContactMedium.schema.json`,
      );
      expect(schema.status).toBe(200);
      expect(((await schema.json()) as { properties: object }).properties).toHaveProperty(
        'contactMedium',
      );
      expect(o.billingAccount).toEqual({
        id: `BA-${orders.fiber}`,
        name: 'Analytical Engines LLC',
        '@referredType': 'BillingAccount',
      });
      expect(o.payment).toEqual([
        { id: `${orders.fiber}-payment`, name: 'VISA ending 4242', '@referredType': 'Payment' },
      ]);
      expect(JSON.stringify(o)).not.toContain('tok_test_abc');
      expect(o.agreement!.map((a) => a.name)).toEqual([
        'Contract term: Two-year agreement (24 months)',
        expect.stringContaining('Terms and conditions version SBT-2026-11, accepted 20'),
      ]);
      expect(o.channel).toEqual([
        { id: 'web', name: 'web', role: 'orderCapture', '@referredType': 'Channel' },
      ]);
    });

    it('BDV: each line with its number, the desk phones on the lines, the feature', async () => {
      const o = await order(orders.bdv);
      const lines = itemsOf(o, 'BDV-UNLIMITED');
      expect(lines.map(chars)).toEqual([
        expect.objectContaining({
          lineNumber: 1,
          telephoneNumber: bdvNumbers[0],
          numberType: 'new',
          lineAdministrator: true,
        }),
        expect.objectContaining({
          lineNumber: 2,
          telephoneNumber: bdvNumbers[1],
          numberType: 'new',
          lineAdministrator: false,
        }),
      ]);
      const phones = itemOf(o, 'BDV-EQ-4LINE');
      expect(phones.quantity).toBe(2);
      expect(chars(phones)).toMatchObject({ equipmentCount: 2, additionalHandsets: 1 });
      expect(phones.productOrderItemRelationship!.map((r) => r.id)).toEqual(lines.map((l) => l.id));
      expect(chars(itemOf(o, 'BDVF-HUNT')).feature).toBeTruthy();
      expect(o.productOrderItem[0]!.product!.place![0]).toMatchObject({
        id: '2100001',
        streetNr: '100',
        streetName: 'Summer',
        streetType: 'St',
      });
    });

    it('TV: the package and the set-top boxes as characteristics', async () => {
      const o = await order(orders.tv);
      expect(chars(itemOf(o, 'TV-PREFERRED'))).toMatchObject({
        tvPackage: 'Business TV Preferred',
        contractTerm: 'TwoYears',
      });
      expect(itemOf(o, 'TVE-STB')).toMatchObject({ quantity: 2 });
      expect(chars(itemOf(o, 'TVE-STB'))).toMatchObject({ equipmentCount: 2 });
      // The flex discount is a price alteration of the internet plan.
      const alterations = itemOf(o, 'FIOS-500').itemTotalPrice!.flatMap(
        (p) => p.priceAlteration ?? [],
      );
      expect(alterations.some((a) => centsOf(a as OrderPrice) < 0)).toBe(true);
    });

    it("quote: the quote's address, the quote reference and its lines", async () => {
      const o = await order(orders.quote);
      expect(o.quote).toEqual([expect.objectContaining({ id: 'Q100201' })]);
      expect(o.productOrderItem).toHaveLength(1);
      const item = o.productOrderItem[0]!;
      expect(item.product!.place).toEqual([
        expect.objectContaining({
          id: '2100201',
          streetNr: '20',
          streetName: 'Church',
          streetType: 'St',
          city: 'Hartford',
          stateOrProvince: 'CT',
          postcode: '06103',
        }),
      ]);
      expect(chars(item)).toMatchObject({ quoteNumber: 'Q100201', mon: 'MON500201' });
      expect(item.appointment?.id).toBe(orders.quote);
    });

    it('agent channel: the sales agent is a party; channel and party filters find it', async () => {
      const o = await order(orders.agent);
      expect(o.channel![0]).toMatchObject({ id: 'agent', name: 'agent' });
      expect(o.relatedParty).toContainEqual(
        expect.objectContaining({
          id: agentId,
          role: 'SalesAgent',
          contactMedium: [
            expect.objectContaining({
              characteristic: { emailAddress: 'agent.smith@example.com' },
            }),
          ],
        }),
      );
      expect(await ids('channel.name=agent')).toEqual([orders.agent]);
      expect(await ids(`relatedParty.id=${agentId}`)).toEqual([orders.agent]);
      expect(await ids(`relatedParty.id=${orders.tv}-contact`)).toEqual([orders.tv]);
    });

    it('the OpenAPI document describes every attribute the orders and tasks answer', async () => {
      const res = await tmfCall(server(), null, 'GET', `${TMF.ordering}/openapi.json`);
      const doc = (await res.json()) as {
        paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
        components: { schemas: Record<string, Schema> };
      };
      const filters = doc.paths['/productOrder']!.get!.parameters!.map((p) => p.name);
      expect(filters).toEqual(
        expect.arrayContaining([
          'channel.name',
          'relatedParty.id',
          'productOrderItem.productOffering.id',
          'fields',
        ]),
      );
      const schemas = doc.components.schemas;
      expect(Object.keys(schemas)).toEqual(
        expect.arrayContaining(['CancelProductOrder', 'CancelProductOrder_Create', RELATED_PARTY]),
      );
      for (const id of Object.values(orders)) {
        expect(undeclared(await order(id), schemas.ProductOrder), id).toEqual([]);
      }
      // The check itself: an attribute the document does not have is found.
      expect(undeclared({ id: 'x', colorOfBox: 'red' }, schemas.ProductOrder)).toEqual([
        '$.colorOfBox',
      ]);
    });

    it('filters on dotted attributes; a bad filter is 400, an unknown id 404', async () => {
      expect(await ids('productOrderItem.productOffering.id=BDV-EQ-4LINE')).toEqual([orders.bdv]);
      expect(await ids('productOrderItem.productOffering.id=TV-PREFERRED')).toEqual([orders.tv]);
      expect(await ids('productOrderItem.productOffering.id=INST-PRO&channel.name=web')).toEqual(
        [orders.fiber, orders.bdv, orders.tv].sort(),
      );
      expect(await ids('productOrderItem.productOffering.id=NOPE')).toEqual([]);
      const bare = await get<object[]>('/productOrder?fields=state,productOrderItem&limit=1');
      expect(Object.keys(bare.body[0]!).sort()).toEqual([
        '@type',
        'href',
        'id',
        'productOrderItem',
        'state',
      ]);
      for (const bad of ['color=red', 'channel.name=fax', 'productOrderItem.quantity=2']) {
        const r = await get<TmfError>(`/productOrder?${bad}`);
        expect(r.status, bad).toBe(400);
        expect(r.body).toMatchObject({ code: '400', reason: 'Bad request' });
      }
      const missing = await get<TmfError>('/productOrder/MB0000000000');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        code: '404',
        reason: 'Not found',
        message: 'No product order with id MB0000000000.',
        status: '404',
        '@type': 'Error',
      });
    });

    it('order.created carries the same order as GET productOrder', async () => {
      const end = Date.now() + 15_000;
      const created = () =>
        receiver.state.received
          .map((r) => JSON.parse(r.body) as { type: string; data: { productOrder?: ProductOrder } })
          .filter((e) => e.type === 'order.created');
      while (created().length < 5 && Date.now() < end) {
        await runDueJobs(server().ctx, JOB_HANDLERS);
        await new Promise((r) => setTimeout(r, 50));
      }
      const fiber = created().find((e) => e.data.productOrder?.id === orders.fiber);
      expect(fiber?.data.productOrder).toEqual(await order(orders.fiber));
    });

    it('cancelProductOrder cancels as the console does, and refuses a completed order', async () => {
      const post = (body: object) =>
        tmfCall(server(), key, 'POST', `${TMF.ordering}/cancelProductOrder`, body);
      const res = await post({
        productOrder: { id: orders.tv, '@referredType': 'ProductOrder' },
        cancellationReason: 'Customer changed plans',
      });
      expect(res.status).toBe(201);
      const task = (await res.json()) as CancelProductOrder;
      expect(task).toMatchObject({
        state: 'done',
        productOrder: {
          id: orders.tv,
          href: `${publicUrl}${TMF.ordering}/productOrder/${orders.tv}`,
        },
        cancellationReason: 'Customer changed plans',
      });
      expect(task.effectiveCancellationDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(task.href).toBe(`${publicUrl}${TMF.ordering}/cancelProductOrder/${task.id}`);
      const cancelled = await order(orders.tv);
      expect(cancelled).toMatchObject({
        state: 'cancelled',
        cancellationReason: 'Customer changed plans',
      });
      expect(cancelled.productOrderItem.every((i) => i.state === 'cancelled')).toBe(true);
      const db = server().ctx.db.kysely;
      const history = await db
        .selectFrom('order_status_history')
        .select(['status', 'actor_kind'])
        .where('order_no', '=', orders.tv)
        .where('kind', '=', 'state')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(history).toEqual({ status: 'cancelled', actor_kind: 'integration' });
      // The customer is told, as on the console's cancel (the state e-mail's job).
      const mail = await db
        .selectFrom('jobs')
        .select('job_key')
        .where('job_key', 'like', `order-state:${orders.tv}:%`)
        .execute();
      expect(mail).toHaveLength(1);
      // The install slot went back, as on the console's cancel.
      const installation = await db
        .selectFrom('orders')
        .select('installation')
        .where('order_no', '=', orders.tv)
        .executeTakeFirstOrThrow();
      const holdId = (JSON.parse(installation.installation) as { holdId: number }).holdId;
      const hold = await db
        .selectFrom('slot_holds')
        .select('status')
        .where('id', '=', holdId)
        .executeTakeFirstOrThrow();
      expect(hold.status).toBe('released');

      // A reason longer than the order keeps is refused whole (400, TMF630 body), never cut.
      const long = await post({
        productOrder: { id: orders.bdv },
        cancellationReason: 'x'.repeat(501),
      });
      expect(long.status).toBe(400);
      expect((await order(orders.bdv)).state).not.toBe('cancelled');

      // A completed order cannot be cancelled: the task ends terminatedWithError, saying why.
      for (const state of ['inProgress', 'completed']) {
        const moved = await tmfCall(
          server(),
          key,
          'PATCH',
          `${TMF.ordering}/productOrder/${orders.bdv}`,
          { state },
          'application/merge-patch+json',
        );
        expect(moved.status).toBe(200);
      }
      const refused = await post({
        productOrder: { id: orders.bdv },
        cancellationReason: 'Too late',
      });
      expect(refused.status).toBe(201);
      const failed = (await refused.json()) as CancelProductOrder & { errorMessage?: string };
      expect(failed).toMatchObject({ state: 'terminatedWithError' });
      expect(failed.errorMessage).toContain('completed');
      expect((await order(orders.bdv)).state).toBe('completed');

      const one = await get<CancelProductOrder>(`/cancelProductOrder/${task.id}`);
      expect(one.body).toEqual(task);
      const doc = await tmfCall(server(), null, 'GET', `${TMF.ordering}/openapi.json`);
      const schemas = ((await doc.json()) as { components: { schemas: Record<string, Schema> } })
        .components.schemas;
      expect(undeclared(task, schemas.CancelProductOrder)).toEqual([]);
      expect(undeclared(failed, schemas.CancelProductOrder)).toEqual([]);
      const list = await get<CancelProductOrder[]>('/cancelProductOrder');
      expect(list.res.headers.get('x-total-count')).toBe('2');
      expect(list.body.map((t) => t.id)).toEqual([failed.id, task.id]);
      const done = await get<CancelProductOrder[]>('/cancelProductOrder?state=done');
      expect(done.body.map((t) => t.id)).toEqual([task.id]);
      expect((await get<TmfError>('/cancelProductOrder/999999')).status).toBe(404);
      expect(
        (await post({ productOrder: { id: 'MB0000000000' }, cancellationReason: 'x' })).status,
      ).toBe(404);
      expect((await post({ productOrder: { id: orders.agent } })).status).toBe(400);
    });
  },
  // The webhook receiver listens on this machine: admitted as a back office on the provider's
  // own network would be.
  { OUTBOUND_ALLOW: '127.0.0.1', JOBS_INLINE_WAIT_MS: '0' },
);
