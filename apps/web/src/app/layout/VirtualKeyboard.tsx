import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './VirtualKeyboard.module.css';

/** Inputs the keyboard types into: text-like inputs and text areas. */
const TEXT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url', 'number', 'password']);

type Editable = HTMLInputElement | HTMLTextAreaElement;

function isEditable(el: EventTarget | null): el is Editable {
  if (el instanceof HTMLTextAreaElement) return !el.readOnly && !el.disabled;
  return el instanceof HTMLInputElement && TEXT_TYPES.has(el.type) && !el.readOnly && !el.disabled;
}

/**
 * Writes through the native value setter and fires an input event, so React (which tracks the
 * value it set last) sees the change as typing and calls the field's onChange.
 */
function typeInto(el: Editable, insert: string | null): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set;
  const value = el.value;
  // email and number inputs have no selection API: they are edited at the end.
  let start = value.length;
  let end = value.length;
  try {
    if (el.selectionStart !== null && el.selectionEnd !== null) {
      start = el.selectionStart;
      end = el.selectionEnd;
    }
  } catch {
    // Types without a selection keep the end position.
  }
  if (insert === null && start === end) start = Math.max(0, start - 1);
  const next = value.slice(0, start) + (insert ?? '') + value.slice(end);
  if (el.maxLength > 0 && next.length > el.maxLength) return;
  setter?.call(el, next);
  const caret = start + (insert?.length ?? 0);
  try {
    el.setSelectionRange(caret, caret);
  } catch {
    // As above.
  }
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

const ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl@', 'zxcvbnm.-_'] as const;

/**
 * The referral kiosk's on-screen keyboard: it appears while a text field has focus
 * and types into it. Pointer presses keep the focus in the field; keyboard users can tab to the
 * keys (real buttons) and back, and 'Hide keyboard' closes it.
 */
export function VirtualKeyboard() {
  const { t } = useTranslation('layout');
  // This component loads lazily: the page may have focused its first field already.
  const [field, setField] = useState<Editable | null>(() =>
    isEditable(document.activeElement) ? document.activeElement : null,
  );
  const [shift, setShift] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (isEditable(event.target)) setField(event.target);
      else if (!(event.target instanceof Node && panel.current?.contains(event.target))) {
        setField(null);
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const shown = field !== null && field.isConnected;
  // The keyboard covers the bottom of the screen: the page gets as much room below its content,
  // so whatever the keyboard would hide (the form's button) can be scrolled above it. The room
  // stays when the keyboard closes, so pressing that button does not shift the page under the
  // finger; it goes when the kiosk keyboard itself goes. The field being typed into is scrolled
  // above the keyboard (scroll-padding keeps it clear, as the sticky header's does at the top).
  useEffect(() => {
    if (!shown || !panel.current) return;
    const room = panel.current.offsetHeight;
    document.body.style.paddingBottom = `${room}px`;
    document.documentElement.style.scrollPaddingBottom = `${room + 8}px`;
    field.scrollIntoView?.({ block: 'nearest' });
  }, [shown, field]);
  useEffect(
    () => () => {
      document.body.style.paddingBottom = '';
      document.documentElement.style.scrollPaddingBottom = '';
    },
    [],
  );

  if (!shown) return null;

  const press = (insert: string | null) => {
    typeInto(field, insert);
    if (shift && insert !== null) setShift(false);
  };
  // Keep the focus (and caret) in the field when a key is pressed with a pointer.
  const keep = (e: PointerEvent | MouseEvent) => e.preventDefault();

  return (
    <div
      ref={panel}
      role="group"
      aria-label={t('keyboard.label')}
      className={styles.keyboard}
      onMouseDown={keep}
      onPointerDown={keep}
    >
      {ROWS.map((row) => (
        <div key={row} className={styles.row}>
          {[...row].map((ch) => {
            const key = shift ? ch.toUpperCase() : ch;
            return (
              <button key={ch} type="button" className={styles.key} onClick={() => press(key)}>
                {key}
              </button>
            );
          })}
        </div>
      ))}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.key}
          aria-pressed={shift}
          onClick={() => setShift((s) => !s)}
        >
          {t('keyboard.shift')}
        </button>
        <button type="button" className={`${styles.key} ${styles.wide}`} onClick={() => press(' ')}>
          {t('keyboard.space')}
        </button>
        <button type="button" className={styles.key} onClick={() => press(null)}>
          {t('keyboard.backspace')}
        </button>
        <button
          type="button"
          className={styles.key}
          onClick={() => {
            field.focus();
            setField(null);
          }}
        >
          {t('keyboard.hide')}
        </button>
      </div>
    </div>
  );
}
