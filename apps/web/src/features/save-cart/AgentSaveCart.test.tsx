import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleFloatingCart } from '../../test/cart-fixtures';
import { appConfig } from '../../shared/config';
import { useAppStore } from '../../shared/store/app-store';
import type { routedFetch } from '../../test/address-fixtures';
import { SaveCartPage } from './SaveCartPage';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { failure } from '../../test/answers';

const CART_ID = 'c'.repeat(32);
const LINK = `https://shop.example/customize-order?scartid=${CART_ID}`;
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const ME = {
  Status: 'SUCCESS',
  staff: { firstName: 'Alan', lastName: 'Turing', email: 'alan@bizline-sales.com', role: 'agent' },
};

function open() {
  const { router } = renderRoutes(
    [
      { path: '/save-cart', Component: SaveCartPage },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/save-cart'] },
  );
  return router;
}

function install(routes: Parameters<typeof routedFetch>[0] = {}) {
  const f = stubFetch({
    'Cart/GetFloatingCart': () => sampleFloatingCart(),
    'Staff/Me': () => ME,
    'SaveOrder/DoAgentSaveOrder': () => ({
      Status: 'SUCCESS',
      scartid: CART_ID,
      validDays: 20,
      expiresAt: '2026-12-12T00:00:00.000Z',
      link: LINK,
    }),
    'SaveOrder/GetQRCodeImage': () => ({ image: PNG, link: LINK }),
    ...routes,
  });
  return f;
}

// The form types a lot; allow for a busy machine.
const SLOW = 20_000;

const bodyOf = (call: { init: RequestInit | undefined } | undefined): unknown =>
  JSON.parse(String(call?.init?.body));

/** The default answers, a user and the page open. */
function start() {
  const f = install();
  const user = userEvent.setup();
  open();
  return { f, user };
}

/** Fills the agent's names, waits for the prefilled agent e-mail, and types the customer's. */
async function fillAgentForm(user: ReturnType<typeof userEvent.setup>, firstName: string) {
  await user.type(await screen.findByLabelText('Agent first name'), firstName);
  await user.type(screen.getByLabelText('Agent last name'), 'Turing');
  await waitFor(() =>
    expect(screen.getByLabelText('Agent email address')).toHaveValue('alan@bizline-sales.com'),
  );
  await user.type(screen.getByLabelText('Customer email address'), 'pat@example.com');
}

describe('/save-cart (digital agent)', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
    useAppStore.getState().setDigitalLinkFlow(true);
  }, SLOW);

  it(
    'customer mode keeps the customer form, Print cart and Change',
    async () => {
      install();
      useAppStore.getState().setDigitalLinkFlow(false);
      open();
      expect(await screen.findByLabelText('Confirm email address')).toBeVisible();
      expect(await screen.findByRole('button', { name: 'Print cart' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Change service address' })).toBeVisible();
      expect(screen.queryByLabelText('Agent first name')).toBeNull();
    },
    SLOW,
  );

  it(
    'prefills the agent e-mail and refuses bad input with the 002 §5 messages',
    async () => {
      const { f, user } = start();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Save this cart for your customer' }),
      ).toBeVisible();
      const agentEmail = await screen.findByLabelText('Agent email address');
      await waitFor(() => expect(agentEmail).toHaveValue('alan@bizline-sales.com'));
      expect(screen.queryByLabelText('Confirm email address')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Save cart' }));
      expect(await screen.findByLabelText('Agent first name')).toHaveAccessibleDescription(
        'Enter a valid First Name',
      );
      expect(screen.getByLabelText('Agent last name')).toHaveAccessibleDescription(
        'Enter a valid Last Name',
      );
      expect(screen.getByLabelText('Customer email address')).toHaveAccessibleDescription(
        'Email must be entered.',
      );
      const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement!;
      expect(within(summary).getByRole('link', { name: 'Enter a valid First Name' })).toBeVisible();

      await user.type(screen.getByLabelText('Agent first name'), 'Alan');
      await user.type(screen.getByLabelText('Agent last name'), 'Turing');
      await user.clear(agentEmail);
      await user.type(agentEmail, 'alan@gmail.com');
      await user.type(screen.getByLabelText('Customer email address'), 'pat@example.com');
      await user.click(screen.getByRole('button', { name: 'Save cart' }));
      expect(await screen.findByLabelText('Agent email address')).toHaveAccessibleDescription(
        'Please enter a valid email address.',
      );

      await user.clear(agentEmail);
      await user.type(agentEmail, 'PAT@example.com');
      await user.click(screen.getByRole('button', { name: 'Save cart' }));
      expect(await screen.findByLabelText('Customer email address')).toHaveAccessibleDescription(
        'Customer & Agent email addresses cannot be the same',
      );
      expect(f.called('SaveOrder/DoAgentSaveOrder')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    "shows the server's field message on its field",
    async () => {
      install({
        'SaveOrder/DoAgentSaveOrder': () =>
          failure(400, 'CustomerEmailAddress: Please enter a valid email address.', {
            field: 'CustomerEmailAddress',
          }),
      });
      const user = userEvent.setup();
      open();
      await fillAgentForm(user, 'Alan');
      await user.click(screen.getByRole('button', { name: 'Save cart' }));
      expect(await screen.findByLabelText('Customer email address')).toHaveAccessibleDescription(
        'Please enter a valid email address.',
      );
    },
    SLOW,
  );

  it(
    'saves, disables the button, links the portal and shows the cart id, validity and QR code',
    async () => {
      const { f, user } = start();
      await fillAgentForm(user, ' Alan ');
      expect(screen.getByRole('link', { name: 'Go back' })).toBeVisible();
      // Agent mode: no print and no Change link in the cart.
      expect(screen.queryByRole('button', { name: 'Print cart' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Change service address' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save cart' }));

      const dialog = await screen.findByRole('dialog', { name: 'Cart saved' });
      expect(bodyOf(f.called('SaveOrder/DoAgentSaveOrder')[0])).toEqual({
        AgentFirstName: 'Alan',
        AgentLastName: 'Turing',
        AgentEmailAddress: 'alan@bizline-sales.com',
        CustomerEmailAddress: 'pat@example.com',
      });
      expect(within(dialog).getByText(CART_ID)).toBeVisible();
      expect(within(dialog).getByText('The saved cart is valid for 20 days.')).toBeVisible();
      const qr = await within(dialog).findByRole('img', {
        name: `QR code of the saved cart link ${LINK}`,
      });
      expect(qr).toHaveAttribute('src', PNG);
      expect(bodyOf(f.called('SaveOrder/GetQRCodeImage')[0])).toEqual({ scartid: CART_ID });

      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('button', { name: 'Save cart' })).toBeDisabled();
      expect(screen.queryByRole('link', { name: 'Go back' })).toBeNull();
      expect(
        screen.getByRole('link', { name: /^Go to the agent portal ?\(opens the .* website\)$/ }),
      ).toHaveAttribute('href', appConfig.brand.agentPortalUrl);
      expect(screen.getByRole('status')).toHaveTextContent(
        'Cart saved. We sent the link to pat@example.com.',
      );
    },
    SLOW,
  );
});
