import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MOVED_NUMBER_MESSAGES } from '@bizline/domain/cart/moved-number';
import { LineNumbers } from './LineNumbers';

const lines = [
  { lineNo: 1, tn: '6175550100' },
  { lineNo: 2, tn: '6175550101' },
];

describe('LineNumbers (keep my current number)', () => {
  it('keeps a valid current number; bad digits and a number on another line are refused', async () => {
    const user = userEvent.setup();
    const onKeep = vi.fn(async () => true);
    render(
      <LineNumbers
        lines={lines}
        idPrefix="phone"
        busy={false}
        onKeep={onKeep}
        onNewNumber={vi.fn()}
      />,
    );
    expect(screen.getByRole('group', { name: 'Line 1: (617) 555-0100' })).toBeTruthy();
    await user.click(screen.getAllByRole('radio', { name: 'Keep my current number' })[1]!);
    const field = screen.getByRole('textbox', { name: 'Your current phone number' });
    const keep = screen.getByRole('button', { name: 'Keep this number' });

    await user.type(field, '123-555-0100');
    await user.click(keep);
    expect(screen.getByText(MOVED_NUMBER_MESSAGES.invalid)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '617-555-0100');
    await user.click(keep);
    expect(screen.getByText(MOVED_NUMBER_MESSAGES.duplicate)).toBeTruthy();
    expect(onKeep).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '(617) 555-9876');
    await user.click(keep);
    expect(onKeep).toHaveBeenCalledWith(2, '6175559876');
  });

  it('a moved line says so, and choosing a new number asks the pool again', async () => {
    const user = userEvent.setup();
    const onNewNumber = vi.fn(async () => undefined);
    render(
      <LineNumbers
        lines={[lines[0]!, { lineNo: 2, tn: '6175559876', moved: true }]}
        idPrefix="phone"
        busy={false}
        onKeep={vi.fn()}
        onNewNumber={onNewNumber}
      />,
    );
    expect(
      screen.getByRole('group', {
        name: 'Line 2: (617) 555-9876 (your current number, moving to us)',
      }),
    ).toBeTruthy();
    await user.click(screen.getAllByRole('radio', { name: 'A new number from us' })[1]!);
    expect(onNewNumber).toHaveBeenCalledWith(2);
  });
});
