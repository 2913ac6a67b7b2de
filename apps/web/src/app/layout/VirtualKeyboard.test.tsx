import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../shared/referral/axe-violations';
import { VirtualKeyboard } from './VirtualKeyboard';

/** A controlled field, as the app's forms use: only typing that React sees reaches `value`. */
function Form() {
  const [email, setEmail] = useState('');
  return (
    <>
      <label>
        Email <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <p data-testid="state">{email}</p>
      <button type="button">Next</button>
      <VirtualKeyboard />
    </>
  );
}

describe('on-screen keyboard', () => {
  it('appears when a text field has focus and types into it so React sees it', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Email'));
    const keyboard = screen.getByRole('group', { name: 'On-screen keyboard' });
    expect(await axeViolations()).toEqual([]);
    for (const key of ['a', 'n', 'n', '@', 'x', '.', 'c', 'o']) {
      await user.click(within(keyboard).getByRole('button', { name: key }));
    }
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.click(within(keyboard).getByRole('button', { name: 'Delete' }));
    await user.click(within(keyboard).getByRole('button', { name: 'Shift' }));
    await user.click(within(keyboard).getByRole('button', { name: 'M' }));
    expect(screen.getByTestId('state')).toHaveTextContent('ann@x.cM');
    expect(screen.getByLabelText('Email')).toHaveValue('ann@x.cM');
  });

  it('works from the keyboard and hides with its button or when focus leaves the fields', async () => {
    const user = userEvent.setup();
    render(<Form />);
    act(() => screen.getByLabelText('Email').focus());
    const keyboard = screen.getByRole('group', { name: 'On-screen keyboard' });
    const key = within(keyboard).getByRole('button', { name: 'q' });
    act(() => key.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('state')).toHaveTextContent('q');
    await user.click(within(keyboard).getByRole('button', { name: 'Hide keyboard' }));
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    fireEvent.blur(screen.getByLabelText('Email'));
    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    expect(screen.queryByRole('group', { name: 'On-screen keyboard' })).not.toBeInTheDocument();
  });
});
