import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render-routes';
import { WaitlistPage } from './WaitlistPage';

describe('/staff/waitlist', () => {
  it('applies the filters to the list and to the CSV download', async () => {
    const f = stubFetch({
      'Console/Waitlist': () => ({ Status: 'SUCCESS', registrations: [], page: 1, hasMore: false }),
    });
    const { router } = renderRoutes([{ path: '/staff/waitlist', element: <WaitlistPage /> }], {
      initialEntries: ['/staff/waitlist'],
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'No registrations match. Clear the filters to see every registration.',
      ),
    ).toBeVisible();
    await user.type(screen.getByLabelText('ZIP code'), '19901');
    await user.type(screen.getByLabelText('Name, email or street'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(router.state.location.search).toBe('?zip=19901&q=ada');
    const last = f.called('Console/Waitlist').at(-1)!;
    expect(last.url.searchParams.get('zip')).toBe('19901');
    expect(last.url.searchParams.get('q')).toBe('ada');
    const csv = new URL(
      screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(csv.pathname).toMatch(/\/Console\/Waitlist\/Csv$/);
    expect(Object.fromEntries(csv.searchParams)).toEqual({ zip: '19901', q: 'ada' });
  });
});
