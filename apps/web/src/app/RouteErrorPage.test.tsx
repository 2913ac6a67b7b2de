import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { RouteErrorPage } from './RouteErrorPage';

let fetchMock: Mock;

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response('{"Status":"SUCCESS"}')));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('RouteErrorPage', () => {
  it('posts a page that failed to render with eventType Error and offers a way back', async () => {
    function Broken(): never {
      throw new Error('page exploded');
    }
    const router = createMemoryRouter([
      { path: '/', Component: Broken, errorElement: <RouteErrorPage standalone /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Sorry, this page could not be shown',
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toBeInTheDocument();
    await waitFor(() => {
      const bodies = fetchMock.mock.calls
        .filter(([url]) => String(url).endsWith('/EventLog/Save'))
        .map(
          ([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, string>,
        );
      expect(bodies).toContainEqual(
        expect.objectContaining({
          eventType: 'Error',
          logs: expect.stringMatching(/page exploded/),
        }),
      );
    });
  });
});
