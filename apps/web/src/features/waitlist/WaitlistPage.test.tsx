import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

async function open() {
  renderApp('/fios-registration');
  await screen.findByRole('heading', {
    level: 1,
    name: 'Let me know when fiber internet is available',
  });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Ada');
  await user.type(field('Last name'), 'Lovelace');
  await user.type(field('Email address'), 'ada@example.com');
  await user.type(field('Street address'), '1 Larkin Plz');
  await user.type(field('City'), 'Yonkers');
  await user.type(field(/ZIP code/), '10701');
  await user.click(screen.getByRole('checkbox'));
}

describe('/fios-registration (000 §2 screen 8, §5)', () => {
  it('filters as typed: letters for names, 5 digits for the zip, digits for phones', async () => {
    const user = userEvent.setup();
    await open();
    await user.type(field('First name'), 'Jo3 -Ann!');
    expect(field('First name')).toHaveValue('JoAnn');
    await user.type(field(/ZIP code/), '1a2345678');
    expect(field(/ZIP code/)).toHaveValue('12345');
    await user.type(field(/Mobile number/), '(201) 555-0123 99');
    expect(field(/Mobile number/)).toHaveValue('2015550123');
  });

  it('shows each rule message inline, tied with aria-describedby', async () => {
    const user = userEvent.setup();
    await open();
    await user.type(field('Email address'), 'nope');
    await user.type(field(/ZIP code/), '01234');
    await user.type(field(/Mobile number/), '0123456789');
    await user.type(field(/Business number/), '12345');
    await user.click(field('Street address'));
    await user.click(field('City'));
    await user.click(field('First name'));
    await user.click(field('Last name'));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('checkbox'));
    await user.tab();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(field('Email address')).toHaveAccessibleDescription('Invalid email');
    expect(field(/ZIP code/)).toHaveAccessibleDescription('5 digits Invalid ZIP code');
    expect(screen.getByText('Invalid mobile number')).toBeInTheDocument();
    expect(screen.getByText('Invalid business number')).toBeInTheDocument();
    expect(screen.getByText('Invalid firstname')).toBeInTheDocument();
    expect(screen.getByText('Invalid lastname')).toBeInTheDocument();
    expect(screen.getAllByText('Required field')).toHaveLength(3);
  });

  it('keeps submit disabled until valid; a blocked submit shows the error summary', async () => {
    const user = userEvent.setup();
    await open();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(summary).toHaveTextContent('First name: Invalid firstname');
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'First name: Invalid firstname' }));
    expect(field('First name')).toHaveFocus();
    await fillValid(user);
    expect(submit).not.toHaveAttribute('aria-disabled');
  });

  it('posts Waitlist/Register and says what happens next', async () => {
    const fetchMock = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).endsWith('/Waitlist/Register')) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        expect(body).toMatchObject({ firstName: 'Ada', zipCode: '10701', checkBox: true });
        return Promise.resolve(
          new Response(
            JSON.stringify({ Status: 'SUCCESS', registrationId: 'W-1', alreadyRegistered: true }),
            { headers: { 'Content-Type': 'application/json' } },
          ),
        );
      }
      return Promise.resolve(new Response('{"Status":"SUCCESS"}'));
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await open();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: "Thank you, you're on the list" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We'll email ada@example.com/)).toBeInTheDocument();
    expect(screen.getByText(/You had already registered/)).toBeInTheDocument();
  });
});
