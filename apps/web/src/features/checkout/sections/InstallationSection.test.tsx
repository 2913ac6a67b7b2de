import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SLOT_TAKEN_MESSAGE, type DueDateAnswer } from '@bizline/domain/wire/checkout';
import { useAppStore } from '../../../shared/store/app-store';
import { parseDueDateAnswer } from '../api/get-due-dates';
import { InstallationSection } from './InstallationSection';
import {
  details,
  formBody,
  jsonBody,
  creditDoneWith,
  openSection,
  renderSection,
  setupSectionTests,
  stubServer,
} from '../../../test/checkout-section';
import { failure } from '../../../test/answers';
import { dropFocus } from '../../../test/drop-focus';

function answer(am = 2, over: Partial<DueDateAnswer> = {}): DueDateAnswer {
  return {
    GetDueDateStatus: 'SUCCESS',
    DueDates: JSON.stringify(['2026-12-01', '2026-12-02']),
    DueDateIntervals: JSON.stringify({
      '2026-12-01': [
        { code: 'AM1', interval: '8AM-12PM', available: am },
        { code: 'PM1', interval: '1PM-5PM', available: 0 },
      ],
      '2026-12-02': [{ code: 'AM2', interval: '8AM-12PM', available: 3 }],
    }),
    appointmentCode: JSON.stringify('APPT-77'),
    techOptionFields: [],
    ShowSelfTechInstall: 'N',
    SIselected: 'tech',
    ...over,
  };
}

const ready = () => details({ progress: creditDoneWith({ installments: 'Y' }) });

const held = {
  Status: 'SUCCESS',
  message: '',
  dueDate: '2026-12-01',
  timeSlot: '8AM-12PM',
  heldUntil: '2026-11-30T10:00:00Z',
};

setupSectionTests();

describe('due-date answer parsing (002 §3: JSON text)', () => {
  it('parses DueDates, DueDateIntervals and appointmentCode from their JSON text', () => {
    const s = parseDueDateAnswer(answer());
    expect(s.ok).toBe(true);
    expect(s.dates).toEqual(['2026-12-01', '2026-12-02']);
    expect(s.intervals['2026-12-01']).toEqual([
      { code: 'AM1', interval: '8AM-12PM', available: 2 },
      { code: 'PM1', interval: '1PM-5PM', available: 0 },
    ]);
    expect(s.appointmentCode).toBe('APPT-77');
    expect(s.showSelfTechInstall).toBe(false);
  });

  it('text that is not JSON gives no dates instead of breaking', () => {
    const s = parseDueDateAnswer(answer(1, { DueDates: 'not json', DueDateIntervals: '' }));
    expect(s.dates).toEqual([]);
    expect(s.intervals).toEqual({});
  });
});

describe('InstallationSection', () => {
  it('offers the parsed dates and slots as radio groups and reserves the chosen slot', async () => {
    const f = stubServer(ready(), {
      'Checkout/GetDueDateDetails': () => answer(),
      'Checkout/SetDueDate': () => held,
      'Checkout/SetCovid19QuestionValue': () => ({ Status: 'SUCCESS' }),
    });
    const { onSaved, user } = openSection(InstallationSection);

    const dates = await screen.findByRole('group', { name: 'Installation date' });
    expect(within(dates).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(dates).getByRole('radio', { name: 'Tuesday, December 1, 2026' }));

    const slots = screen.getByRole('group', { name: 'Time slots on Tuesday, December 1, 2026' });
    expect(within(slots).getByRole('radio', { name: '8AM-12PM (2 slots left)' })).toBeEnabled();
    expect(within(slots).getByRole('radio', { name: '1PM-5PM (Fully booked)' })).toBeDisabled();
    await user.click(within(slots).getByRole('radio', { name: '8AM-12PM (2 slots left)' }));
    // A technician visit asks the covid questionnaire.
    const covid = screen.getByRole('group', { name: /COVID-19/ });
    await user.click(within(covid).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Reserve this slot' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const set = f.called('Checkout/SetDueDate');
    expect(set).toHaveLength(1);
    expect(formBody(set[0]?.init)).toEqual({
      dueDate: '2026-12-01',
      timeSlotCode: 'AM1',
      SIselected: 'tech',
    });
    expect(jsonBody(f.called('Checkout/SetCovid19QuestionValue')[0]?.init)).toEqual({
      answer: 'N',
    });
  });

  it('asks for a date and a slot before reserving', async () => {
    const f = stubServer(ready(), { 'Checkout/GetDueDateDetails': () => answer() });
    const user = userEvent.setup();
    renderSection(<InstallationSection onSaved={vi.fn()} />);
    await screen.findByRole('group', { name: 'Installation date' });
    await user.click(screen.getByRole('button', { name: 'Reserve this slot' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'Choose an installation date' }),
    ).toBeVisible();
    expect(f.called('Checkout/SetDueDate')).toHaveLength(0);
  });

  it('a slot taken in between shows the 002 §8 message and fetches the slots again', async () => {
    let am = 1;
    const f = stubServer(ready(), {
      'Checkout/GetDueDateDetails': () => answer(am),
      'Checkout/SetDueDate': () => {
        am = 0; // another visitor took the last place
        return { ...held, Status: 'FAIL', message: SLOT_TAKEN_MESSAGE };
      },
    });
    const { onSaved, user } = openSection(InstallationSection);
    const dates = await screen.findByRole('group', { name: 'Installation date' });
    await user.click(within(dates).getByRole('radio', { name: 'Tuesday, December 1, 2026' }));
    await user.click(screen.getByRole('radio', { name: '8AM-12PM (1 slot left)' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Reserve this slot' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    // Exactly the spec's text, double space included.
    expect(within(summary).getByRole('link').textContent).toBe(SLOT_TAKEN_MESSAGE);
    expect(await screen.findByRole('radio', { name: '8AM-12PM (Fully booked)' })).toBeDisabled();
    expect(f.called('Checkout/GetDueDateDetails')).toHaveLength(2);
    expect(f.called('Checkout/SetCovid19QuestionValue')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('self or technician install asks GenerateSelfInstallment for the dates of that choice', async () => {
    const f = stubServer(ready(), {
      'Checkout/GetDueDateDetails': () => answer(2, { ShowSelfTechInstall: 'Y', SIselected: '' }),
      'Checkout/GenerateSelfInstallment': () => {
        dropFocus();
        return answer(2, {
          ShowSelfTechInstall: 'Y',
          SIselected: 'self',
          DueDates: JSON.stringify(['2026-12-09']),
          DueDateIntervals: JSON.stringify({
            '2026-12-09': [{ code: 'DAY', interval: '8AM-8PM', available: 9 }],
          }),
        });
      },
    });
    const user = userEvent.setup();
    renderSection(<InstallationSection onSaved={vi.fn()} />);
    const self = await screen.findByRole('radio', { name: /I'll install it myself/ });
    await user.click(self);
    expect(await screen.findByRole('radio', { name: 'Wednesday, December 9, 2026' })).toBeVisible();
    // The radios were disabled while the choice saved: the focus is back on the chosen one.
    await waitFor(() => expect(self).toHaveFocus());
    expect(self).toBeChecked();
    expect(jsonBody(f.called('Checkout/GenerateSelfInstallment')[0]?.init)).toEqual({
      isSelfInstall: 'Y',
      isTechInstall: 'N',
    });
    // No technician visit: no covid questionnaire.
    expect(screen.queryByRole('group', { name: /COVID-19/ })).not.toBeInTheDocument();
  });

  it('a due-date fetch failure shows the global error and logs NTE_CO_GetDueDates', async () => {
    const f = stubServer(ready(), {
      'Checkout/GetDueDateDetails': () => failure(404, 'No install calendar for this area.'),
    });
    renderSection(<InstallationSection onSaved={vi.fn()} />);
    await waitFor(() =>
      expect(useAppStore.getState().globalError).toEqual({
        message: 'No install calendar for this area.',
      }),
    );
    await waitFor(() =>
      expect(f.called('EventLog/Save').map((c) => jsonBody(c.init).eventName)).toContain(
        'NTE_CO_GetDueDates',
      ),
    );
    // Not redirected: still on the checkout page.
    expect(screen.queryByText(/^at \//)).not.toBeInTheDocument();
  });
});
