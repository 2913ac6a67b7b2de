import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../store/app-store';
import { readDigitalAgentFlag, useDigitalAgentMode } from './digital-agent';
import { failure } from '../../test/answers';
import { stubFetch } from '../../test/render-routes';

function Probe() {
  const on = useDigitalAgentMode();
  return <p>{on ? 'agent mode' : 'customer mode'}</p>;
}

function open(path: string, staffMe: () => unknown) {
  stubFetch({ 'Staff/Me': staffMe });
  const router = createMemoryRouter([{ path: '*', Component: Probe }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const unauthorized = () => failure(401, 'Please sign in as a staff member.');

describe('digital agent mode', () => {
  beforeEach(() => useAppStore.getState().clearAll());

  it('reads digitalagent and enableDigitalLink in any case', () => {
    expect(readDigitalAgentFlag('?digitalagent=Y')).toBe(true);
    expect(readDigitalAgentFlag('?DigitalAgent')).toBe(true);
    expect(readDigitalAgentFlag('?enableDigitalLink=Y')).toBe(true);
    expect(readDigitalAgentFlag('?enableDigitalLink=N')).toBeNull();
    expect(readDigitalAgentFlag('?digitalagent=N')).toBe(false);
    expect(readDigitalAgentFlag('?cmp=x')).toBeNull();
  });

  it('sets the flag and sends a visitor who is not signed in to the staff sign-in', async () => {
    const router = open('/customize-order?digitalagent=Y', unauthorized);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/staff/sign-in?next=${encodeURIComponent('/customize-order?digitalagent=Y')}`,
      ),
    );
    expect(useAppStore.getState().digitalLinkFlow).toBe(true);
  });

  it('keeps a signed-in agent on the page', async () => {
    const router = open('/?digitalagent=Y', () => ({
      Status: 'SUCCESS',
      staff: { firstName: 'A', lastName: 'T', email: 'a@bizline-sales.com', role: 'agent' },
    }));
    expect(await screen.findByText('agent mode')).toBeVisible();
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/');
    expect(useAppStore.getState().digitalLinkFlow).toBe(true);
  });

  it('does nothing without the flag', async () => {
    const router = open('/customize-order', unauthorized);
    expect(await screen.findByText('customer mode')).toBeVisible();
    expect(router.state.location.pathname).toBe('/customize-order');
  });
});
