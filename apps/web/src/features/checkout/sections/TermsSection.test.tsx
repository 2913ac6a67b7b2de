import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermsSection } from './TermsSection';
import {
  details,
  formBody,
  jsonBody,
  openSection,
  setupSectionTests,
  stubServer,
} from '../../../test/checkout-section';

const labels = {
  Status: 'SUCCESS',
  label: {
    planName: 'Fiber Internet 500',
    serviceType: 'FIOSDATA',
    monthlyPrice: '69.99',
    contract: 'TwoYears',
    downMbps: 500,
    upMbps: 500,
    typicalDownMbps: 480,
    typicalUpMbps: 470,
    typicalLatencyMs: 9,
    oneTimeFees: '99.00',
    uniqueId: 'F0001234',
  },
};

const terms = {
  Status: 'SUCCESS',
  version: 'SBT-2026-11',
  effectiveDate: '2026-11-01',
  title: 'Terms and conditions of service',
  intro: 'These terms apply to the business services you order.',
  sections: [
    { heading: '1. Your services', body: 'We provide the services listed in your order.' },
    { heading: '2. Agreement term', body: 'Month-to-month services have no annual contract.' },
  ],
};

setupSectionTests();

/** The server of a cart that moves no number: no letter of authorization to sign. */
const stubNoMovedNumber = () =>
  stubServer(details(), {
    'Checkout/BroadbandLabelTemplate': () => labels,
    'Checkout/TermsAndConditions': () => terms,
    'Checkout/LOANEXT': () => ({ Status: 'SUCCESS', loaRequired: 'N' }),
    'Checkout/AcceptTerms': () => ({ Status: 'SUCCESS' }),
  });

describe('TermsSection', () => {
  it('sends the letter of authorisation (a moved number) and the accepted terms', async () => {
    const f = stubServer(details(), {
      'Checkout/BroadbandLabelTemplate': () => labels,
      'Checkout/TermsAndConditions': () => terms,
      'Checkout/LOANEXT': () => ({ Status: 'SUCCESS', loaRequired: 'Y', numbers: ['6175559876'] }),
      'Checkout/LetterOfAuthorization': () => ({ Status: 'SUCCESS' }),
      'Checkout/AcceptTerms': () => ({ Status: 'SUCCESS' }),
    });
    const { onSaved, user } = openSection(TermsSection);

    const label = await screen.findByRole('region', { name: 'Fiber Internet 500' });
    expect(within(label).getByText('480 Mbps / 470 Mbps')).toBeVisible();
    expect(within(label).getByText('$69.99')).toBeVisible();
    // The letter names the numbers it moves; names come from the contact, the number moved.
    expect(
      within(screen.getByRole('list', { name: 'Numbers you are moving' })).getByText(
        '(617) 555-9876',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: 'First name of the person authorizing' }),
    ).toHaveValue('Ada');
    expect(
      screen.getByRole('textbox', { name: 'The current phone number you are moving' }),
    ).toHaveValue('617-555-9876');
    const date = screen.getByRole('textbox', { name: 'Date of authorization' });
    await user.clear(date);
    await user.type(date, '11/21/2026');

    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    for (const problem of [
      'Check local phone service to authorize moving your numbers',
      'Accept the terms and conditions to continue',
    ])
      expect(within(summary).getByRole('link', { name: problem })).toBeVisible();
    expect(f.called('Checkout/LetterOfAuthorization')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /^Local phone service/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Long distance calls/ }));

    await user.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(formBody(f.called('Checkout/LetterOfAuthorization')[0]?.init)).toEqual({
      localService: 'Y',
      intraLATA: 'N',
      interLATA: 'Y',
      tDate: '11/21/2026',
      firstName: 'Ada',
      lastName: 'Lovelace',
      cNumber: '6175559876',
    });
    expect(jsonBody(f.called('Checkout/AcceptTerms')[0]?.init)).toEqual({
      tosCheck: 'Y',
      termsVersion: 'SBT-2026-11',
      smsConsent: 'N',
    });
  });

  it('shows the terms text before its checkbox, in words; no letter without a moved number', async () => {
    const f = stubNoMovedNumber();
    const { onSaved, user } = openSection(TermsSection);

    const text = await screen.findByRole('region', { name: 'Terms and conditions of service' });
    expect(within(text).getByText('We provide the services listed in your order.')).toBeVisible();
    expect(
      within(text).getByText('Version SBT-2026-11, in effect from Sunday, November 1, 2026'),
    ).toBeVisible();
    const box = screen.getByRole('checkbox', { name: /accept the terms and conditions/ });
    // The text comes before the checkbox in reading order.
    expect(text.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const label = await screen.findByRole('region', { name: 'Fiber Internet 500' });
    expect(within(label).getByText('2-year agreement')).toBeVisible();
    expect(screen.queryByText('TwoYears')).toBeNull();
    expect(screen.queryByText('Letter of authorization')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Date' })).toBeNull();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(f.called('Checkout/LetterOfAuthorization')).toHaveLength(0);
    expect(jsonBody(f.called('Checkout/AcceptTerms')[0]?.init)).toEqual({
      tosCheck: 'Y',
      termsVersion: 'SBT-2026-11',
      smsConsent: 'N',
    });
  });

  it('asks for text consent with the box unticked, in plain words, and sends the answer', async () => {
    const f = stubNoMovedNumber();
    const { onSaved, user } = openSection(TermsSection);

    const sms = await screen.findByRole('checkbox', {
      name: 'Text me about this order (installation reminders and changes). Message and data rates may apply. Reply STOP to end texts.',
    });
    expect(sms).not.toBeChecked();
    expect(sms).toHaveAccessibleDescription(
      'Optional. We text one-time passcodes whatever you choose here.',
    );
    expect(screen.getByRole('heading', { name: 'Text messages' })).toBeVisible();
    // Not needed to go on: the terms alone are.
    await user.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }));
    await user.click(sms);
    expect(sms).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(jsonBody(f.called('Checkout/AcceptTerms')[0]?.init)).toEqual({
      tosCheck: 'Y',
      termsVersion: 'SBT-2026-11',
      smsConsent: 'Y',
    });
  });
});
