import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AbandonedCartResult,
  GenerateAbandonedCartsBody,
} from '@bizline/domain/wire/abandoned-cart';
import { routedFetch } from '../../test/address-fixtures';
import { stubFetch } from '../../test/render-routes';
import { AbandonedCartPage } from './AbandonedCartPage';
import { renderRoutes } from '../../test/render-routes';
import { expectSentToSignIn } from '../../test/staff-gate';

const ALERT = 'Please provide a valid email to proceed';
const HEADER = 'addressID,phoneNumber,state,email,city,street,zipCode';

const me = (role: 'staff' | 'agent') => ({
  Status: 'SUCCESS',
  staff: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', role },
});

function open() {
  const { router } = renderRoutes(
    [
      { path: '/abandoned-cart', element: <AbandonedCartPage /> },
      { path: '/staff/sign-in', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/abandoned-cart'] },
  );
  return { user: userEvent.setup(), router };
}

const csvFile = (text: string) => new File([text], 'rows.csv', { type: 'text/csv' });

/** The server as fetch (stubbed for the page): answers each row saved, except address id 'BAD'. */
function generator() {
  const bodies: GenerateAbandonedCartsBody[] = [];
  let release: (() => void) | null = null;
  let gate: Promise<void> | null = null;
  const f = routedFetch({
    'Staff/Me': () => me('staff'),
    'AbandonedCart/Generate': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as GenerateAbandonedCartsBody;
      bodies.push(body);
      const results: AbandonedCartResult[] = body.rows.map((r) =>
        r.addressID === 'BAD'
          ? {
              row: r.row,
              status: 'failed',
              message: 'addressID: is not a known address id',
              scartid: '',
              link: '',
            }
          : {
              row: r.row,
              status: 'saved',
              message: 'Fiber internet with router',
              scartid: `cart${r.row}`,
              link: `https://shop.example/customize-order?scartid=cart${r.row}`,
            },
      );
      return { Status: 'SUCCESS', results };
    },
  });
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('AbandonedCart/Generate') && gate) await gate;
    return f.fn(input, init);
  });
  vi.stubGlobal('fetch', fn);
  return {
    bodies,
    hold() {
      gate = new Promise((r) => (release = r));
    },
    release() {
      gate = null;
      release?.();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/abandoned-cart', () => {
  it('sends a visitor who is not signed in to the staff sign-in', async () => {
    await expectSentToSignIn(open, '/abandoned-cart');
  });

  it('tells an agent the page is for staff', async () => {
    stubFetch({ 'Staff/Me': () => me('agent') });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only staff accounts can use the abandoned-cart generator.',
    );
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
  });

  // A CSV file and the generator's batches take their time on a busy machine.
  describe('the generator', { timeout: 20_000 }, () => {
    it('alerts without a valid target e-mail and refuses the upload', async () => {
      const g = generator();
      const { user } = open();
      await user.click(await screen.findByRole('button', { name: 'Generate' }));
      expect(screen.getByRole('alert')).toHaveTextContent(ALERT);

      await user.upload(
        screen.getByLabelText('Upload CSV'),
        csvFile(`${HEADER}\n2100001,,MA,,Boston,100 Summer St,02110\n`),
      );
      expect(screen.getByRole('alert')).toHaveTextContent(ALERT);
      expect(screen.getByLabelText('addressID of row 1')).toHaveValue('');

      await user.type(screen.getByLabelText('Target e-mail'), 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Generate' }));
      expect(screen.getByRole('alert')).toHaveTextContent(ALERT);
      expect(g.bodies).toEqual([]);
    });

    it('lists the problems of a CSV file by line', async () => {
      generator();
      const { user } = open();
      await user.type(await screen.findByLabelText('Target e-mail'), 'desk@example.com');
      await user.upload(
        screen.getByLabelText('Upload CSV'),
        csvFile(`${HEADER}\n2100001,,MA,,Boston,100 Summer St,02110\n2100002,,MA,,Boston,x,021\n`),
      );
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Line 3: the zipCode "021" is not 5 digits')).toBeVisible();
    });

    it('uploads rows, shows progress by batch and the outcome of each row', async () => {
      const g = generator();
      const { user } = open();
      await user.type(await screen.findByLabelText('Target e-mail'), 'desk@example.com');
      const lines = Array.from({ length: 7 }, (_, i) =>
        i === 2
          ? 'BAD,,MA,,Boston,1 Nowhere,02110'
          : `21000${10 + i},,MA,,Boston,${i} Summer St,02110`,
      );
      await user.upload(
        screen.getByLabelText('Upload CSV'),
        csvFile(`${HEADER}\n${lines.join('\n')}\n`),
      );
      expect(await screen.findByText('7 rows imported from rows.csv.')).toBeVisible();
      expect(screen.getByLabelText('addressID of row 3')).toHaveValue('BAD');

      g.hold();
      await user.click(screen.getByRole('button', { name: 'Generate' }));
      const bar = await screen.findByRole('progressbar', { name: 'Progress' });
      expect(bar).toHaveAttribute('aria-valuenow', '0');
      expect(bar).toHaveAttribute('aria-valuemax', '7');
      expect(screen.getByText('Processing 0 of 7')).toBeVisible();
      g.release();

      expect(await screen.findByText('Done: 6 saved, 1 failed.')).toBeVisible();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '7');
      expect(g.bodies.map((b) => b.rows.length)).toEqual([5, 2]);
      expect(g.bodies.every((b) => b.targetEmail === 'desk@example.com')).toBe(true);

      const table = screen.getByRole('table', { name: 'Outcome of each row' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(7);
      expect(rows[2]).toHaveTextContent('Failed');
      expect(rows[2]).toHaveTextContent('addressID: is not a known address id');
      expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
        'href',
        'https://shop.example/customize-order?scartid=cart1',
      );
    });
  });
});
