import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './AddressPage.module.css';

export interface ComboOption {
  id: string;
  label: string;
}

interface Props {
  id: string;
  label: ReactNode;
  value: string;
  placeholder?: string;
  options: readonly ComboOption[];
  /** The list is shown (the owner decides when suggestions exist for the current text). */
  onInputChange: (text: string) => void;
  onSelect: (option: ComboOption) => void;
  /** Called on blur (after the list closes), e.g. to select a single suggestion. */
  onBlur?: () => void;
  /** Delay before the list closes after the field loses focus (the unit list: 2 s). */
  closeDelayMs?: number;
  error?: string | null;
  describedBy?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  required?: boolean;
  listLabel: string;
  /** Live status text (e.g. '3 address suggestions'). */
  status?: string;
  autoComplete?: string;
}

/**
 * A hand-written combobox (WAI-ARIA 1.2 "editable combobox with list autocomplete"): the input
 * has role combobox, aria-expanded, aria-controls and aria-activedescendant; the popup is a
 * listbox of options. Down/Up move through the options (Down opens the list), Enter picks the
 * active option, Escape closes the list, a click outside closes it. Focus stays in the input.
 */
export function Combobox(props: Props) {
  const {
    id,
    label,
    value,
    options,
    onInputChange,
    onSelect,
    closeDelayMs = 0,
    error,
    describedBy,
    listLabel,
  } = props;
  const listId = useId();
  const statusId = useId();
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  // The active option belongs to one options list: a new list starts with none active.
  const [activeState, setActiveState] = useState<{ list: readonly ComboOption[]; index: number }>({
    list: options,
    index: -1,
  });
  const active = activeState.list === options ? activeState.index : -1;
  const setActive = (next: number | ((i: number) => number)) =>
    setActiveState({ list: options, index: typeof next === 'function' ? next(active) : next });
  const rootRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const expanded = open && options.length > 0;

  // A click outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = (option: ComboOption) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (options.length) setActive((i) => (i + 1) % options.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (options.length) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Enter') {
      if (expanded && active >= 0 && options[active]) {
        e.preventDefault();
        choose(options[active]);
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const described = [describedBy, error ? errorId : undefined, statusId].filter(Boolean).join(' ');

  return (
    <div className={styles.combo} ref={rootRef}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        className={styles.input}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        aria-required={props.required || undefined}
        autoComplete={props.autoComplete ?? 'off'}
        placeholder={props.placeholder}
        // The spec asks for the street field to be focused on arrival (000 §2 screen 1).
        autoFocus={props.autoFocus}
        disabled={props.disabled}
        value={value}
        onChange={(e) => {
          onInputChange(e.target.value);
          setOpen(true);
        }}
        onFocus={() => clearTimeout(closeTimer.current)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          clearTimeout(closeTimer.current);
          if (closeDelayMs > 0) {
            closeTimer.current = setTimeout(() => setOpen(false), closeDelayMs);
          } else {
            setOpen(false);
          }
          props.onBlur?.();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className={styles.listbox}
        hidden={!expanded}
      >
        {options.map((option, i) => (
          <li
            key={option.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? `${styles.option} ${styles.optionActive}` : styles.option}
            // Keep focus in the input: the click picks the option.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <span id={statusId} className="visually-hidden" aria-live="polite">
        {expanded ? (props.status ?? '') : ''}
      </span>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
