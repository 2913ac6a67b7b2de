/**
 * The staff pages' gate as their tests check it: a visitor who is not signed in (the server
 * answers Staff/Me with 401) is sent to the sign-in page, with the page to come back to in ?next.
 */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { failure } from './answers';
import { stubFetch } from './render-routes';

export async function expectSentToSignIn(
  open: () => { router: { state: { location: { search: string } } } },
  next: string,
) {
  stubFetch({
    'Staff/Me': () => failure(401, 'Please sign in as a staff member.'),
  });
  const { router } = open();
  expect(await screen.findByText('Sign-in page')).toBeVisible();
  expect(router.state.location.search).toBe(`?next=${encodeURIComponent(next)}`);
}
