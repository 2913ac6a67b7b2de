import { describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES, ERROR_MESSAGES, customerMessage } from './errors';

describe('customerMessage (issue 10 §4: customers never see raw server messages)', () => {
  it('replaces a field path and a technical rule with the catalogue sentence', () => {
    expect(
      customerMessage('fiOSDataModelPost.SelectedPPS.0.Quantity: must be at most 0 licenses'),
    ).toBe(CUSTOMER_MESSAGES.choiceRefused);
    expect(customerMessage("VasProdId: 'X' is not a tech team product")).toBe(
      CUSTOMER_MESSAGES.choiceRefused,
    );
    expect(customerMessage('PhoneLines[1].tn: is required')).toBe(CUSTOMER_MESSAGES.choiceRefused);
  });
  it('keeps a sentence worded for visitors, without the field in front', () => {
    expect(customerMessage('cNumber: Please enter your valid phone number.')).toBe(
      'Please enter your valid phone number.',
    );
    expect(
      customerMessage('Please complete these sections before submitting: installation, terms.'),
    ).toBe('Please complete these sections before submitting: installation, terms.');
    expect(customerMessage(ERROR_MESSAGES.technicalIssue)).toBe(ERROR_MESSAGES.technicalIssue);
  });
});
