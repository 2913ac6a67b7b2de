import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/answers';
import { stubFetch } from '../../test/render-routes';
import { StaffSignInPage } from './StaffSignInPage';
import { renderRoutes } from '../../test/render-routes';

const signedIn = {
  Status: 'SUCCESS',
  staff: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', role: 'staff' },
};

function open(path = '/staff/sign-in') {
  const { router } = renderRoutes(
    [
      { path: '/staff/sign-in', element: <StaffSignInPage /> },
      { path: '*', element: <p>Landed</p> },
    ],
    { initialEntries: [path] },
  );
  return { user: userEvent.setup(), router };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, password = 'the password 1') {
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), ' grace@example.com ');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/staff/sign-in', () => {
  it('signs in with the session cookie (no Bearer token) and goes to the console', async () => {
    const f = stubFetch({ 'Staff/SignIn': () => signedIn });
    const { user, router } = open();
    await fillIn(user);

    expect(await screen.findByText('Landed')).toBeVisible();
    expect(router.state.location.pathname).toBe('/staff');
    const [call] = f.called('Staff/SignIn');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      email: 'grace@example.com',
      password: 'the password 1',
    });
    expect(new Headers(call?.init?.headers).get('authorization')).toBeNull();
    expect(f.called('MicroBiz/GetApigeeToken')).toHaveLength(0);
  });

  it('goes to a same-site next path, but never to another site', async () => {
    stubFetch({ 'Staff/SignIn': () => signedIn });
    const first = open('/staff/sign-in?next=%2Fabandoned-cart%3Fx%3D1');
    await fillIn(first.user);
    await screen.findByText('Landed');
    expect(first.router.state.location.pathname).toBe('/abandoned-cart');
    expect(first.router.state.location.search).toBe('?x=1');
    first.router.dispose();
    document.body.innerHTML = '';

    const second = open('/staff/sign-in?next=%2F%2Fevil.example%2F');
    await fillIn(second.user);
    await screen.findByText('Landed');
    expect(second.router.state.location.pathname).toBe('/staff');
  });

  it("shows the server's message in the error summary and clears the password", async () => {
    const f = stubFetch({
      'Staff/SignIn': () =>
        failure(401, 'The email or password is not right.', { code: 'BAD_CREDENTIALS' }),
    });
    const { user } = open();
    await fillIn(user, 'wrong password');

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'The email or password is not right.',
    );
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    // A refused sign-in is sent once: no token refresh and retry that would count twice.
    expect(f.called('Staff/SignIn')).toHaveLength(1);
  });

  it('shows the lock-out message', async () => {
    stubFetch({
      'Staff/SignIn': () =>
        failure(423, 'Too many failed sign-ins. Try again in 15 minutes.', { code: 'LOCKED' }),
    });
    const { user } = open();
    await fillIn(user);
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Too many failed sign-ins. Try again in 15 minutes.');
  });

  it('asks for both fields before calling the server, linking each to its input', async () => {
    const f = stubFetch({});
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Enter your email address',
      'Enter your password',
    ]);
    await user.click(links[1]!);
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Enter your email address',
    );
    expect(f.calls).toHaveLength(0);
  });
});
