import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../shared/store/app-store';
import { renderApp } from '../../test/render';
import type { routedFetch } from '../../test/address-fixtures';
import { suggestion } from '../../test/address-fixtures';
import { stubFetch } from '../../test/render-routes';

async function open() {
  renderApp('/');
  await screen.findByRole('heading', {
    level: 1,
    name: 'Where would you like service for your Business?',
  });
  return screen.getByRole('combobox', { name: 'Enter your business address*' });
}

/** An address chosen (no units), with a valid phone and e-mail: Check availability is enabled. */
function readyToCheck() {
  const st = useAppStore.getState();
  st.selectAddress(suggestion());
  st.setPhone('201-555-0123');
  st.setEmail('ada@example.com');
}

/** The filled-in form submitted (Check availability) over a server routed as given. */
async function checkAvailability(routes: Parameters<typeof routedFetch>[0]) {
  const f = stubFetch(routes);
  readyToCheck();
  const user = userEvent.setup();
  await open();
  await user.click(screen.getByRole('button', { name: 'Check availability' }));
  return f;
}

describe('AddressPage', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
  });

  it('a typed value equal to a suggestion (ignoring spaces, commas, case) selects it', async () => {
    const exact = suggestion({ AddressId: 'A2', UnitCount: 3 });
    const f = stubFetch({
      'Address/GetStreetAddresses': () => ({
        addresses: [
          suggestion({ AddressId: 'A9', ParsedRawString: '100 Summer Ave, Boston, MA 02110' }),
          exact,
        ],
      }),
      'Address/GetUnits': () => ({ data: { unitDetails: [], total: 0 } }),
    });
    const user = userEvent.setup();
    const street = await open();
    await waitFor(() => expect(street).toHaveFocus());
    await user.type(street, '100summer st boston ma,02110');
    await waitFor(() => expect(useAppStore.getState().selectedAddress?.AddressId).toBe('A2'));
    expect(street).toHaveValue('100 Summer St, Boston, MA 02110');
    await waitFor(() => expect(f.called('Address/GetUnits')).not.toHaveLength(0));
    expect(f.called('Address/GetUnits')[0]?.url.searchParams.get('ntasAddrID')).toBe('A2');
  });

  it('keeps an e-mail as typed and refuses a character the pattern does not take', async () => {
    stubFetch({});
    const user = userEvent.setup();
    await open();
    const email = screen.getByRole('textbox', { name: 'Email address*' });
    await user.type(email, 'zoë.owner@example.com');
    await user.tab();
    // Not quietly shortened to zo.owner@example.com, someone else's address.
    expect(email).toHaveValue('zoë.owner@example.com');
    expect(useAppStore.getState().email).toBe('zoë.owner@example.com');
    await waitFor(() => expect(email).toHaveAccessibleDescription(ERROR_MESSAGES.emailInvalid));
  });

  it('e-mail pre-validation: a Message other than SUCCESS stops the submit with the e-mail error', async () => {
    const f = await checkAvailability({
      'Qualify/EmailPreValidation': () => ({ Message: 'INVALID', reason: 'no' }),
    });
    const email = screen.getByRole('textbox', { name: 'Email address*' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(ERROR_MESSAGES.emailInvalid));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(f.called('Qualify/EmailPreValidation')).toHaveLength(1);
    expect(f.called('Qualify/HasPendingOrder')).toHaveLength(0);
    expect(f.called('Qualify/DoLoopQualification')).toHaveLength(0);
  });

  it('e-mail pre-validation: SUCCESS (any case) goes on to the qualification', async () => {
    const f = await checkAvailability({
      'Qualify/EmailPreValidation': () => ({ Message: 'Success' }),
      'Qualify/HasPendingOrder': () => ({ HasPendingOrder: 'N' }),
      'Qualify/DoLoopQualification': () => new Response('{}', { status: 400 }),
    });
    await waitFor(() => expect(f.called('Qualify/HasPendingOrder')).toHaveLength(1));
    expect(screen.queryByText(ERROR_MESSAGES.emailInvalid)).not.toBeInTheDocument();
  });

  it('e-mail pre-validation: a failed call does not block the visitor', async () => {
    const f = await checkAvailability({
      'Qualify/EmailPreValidation': () => new Response('{}', { status: 500 }),
      'Qualify/HasPendingOrder': () => ({ HasPendingOrder: 'N' }),
      'Qualify/DoLoopQualification': () => new Response('{}', { status: 400 }),
    });
    await waitFor(() => expect(f.called('Qualify/HasPendingOrder')).toHaveLength(1), {
      timeout: 8_000,
    });
    expect(screen.queryByText(ERROR_MESSAGES.emailInvalid)).not.toBeInTheDocument();
  }, 15_000);
});
