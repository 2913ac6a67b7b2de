import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboOption } from './Combobox';

const OPTIONS: ComboOption[] = [
  { id: 'a', label: '100 Summer St, Boston, MA 02110' },
  { id: 'b', label: '100 Light St, Baltimore, MD 21202' },
  { id: 'c', label: '1 Larkin Plz, Yonkers, NY 10701' },
];

function Harness({ onSelect }: { onSelect: (o: ComboOption) => void }) {
  const [value, setValue] = useState('');
  return (
    <Combobox
      id="street"
      label="Street"
      value={value}
      options={OPTIONS}
      onInputChange={setValue}
      onSelect={(o) => {
        setValue(o.label);
        onSelect(o);
      }}
      listLabel="Suggestions"
    />
  );
}

function setup() {
  const onSelect = vi.fn();
  const user = userEvent.setup();
  render(<Harness onSelect={onSelect} />);
  const input = screen.getByRole('combobox', { name: 'Street' });
  return { user, input, onSelect };
}

const activeLabel = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Combobox (WAI-ARIA editable combobox with list autocomplete)', () => {
  it('ArrowDown opens the list and moves aria-activedescendant; ArrowUp moves back and wraps', async () => {
    const { user, input } = setup();
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(activeLabel(input)).toBe(OPTIONS[0]?.label);
    await user.keyboard('{ArrowDown}');
    expect(activeLabel(input)).toBe(OPTIONS[1]?.label);
    expect(screen.getByRole('option', { name: OPTIONS[1]?.label })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowUp}');
    expect(activeLabel(input)).toBe(OPTIONS[0]?.label);
    await user.keyboard('{ArrowUp}');
    expect(activeLabel(input)).toBe(OPTIONS[2]?.label);
    expect(input).toHaveFocus();
  });

  it('Enter selects the active option and closes the list', async () => {
    const { user, input, onSelect } = setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(OPTIONS[1]);
    expect(input).toHaveValue(OPTIONS[1]?.label);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('Escape closes the list without selecting', async () => {
    const { user, input, onSelect } = setup();
    await user.type(input, '100');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(onSelect).not.toHaveBeenCalled();
    expect(input).toHaveValue('100');
  });
});
