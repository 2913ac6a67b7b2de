import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import styles from './ui.module.css';

interface ActionFormProps {
  heading: string;
  /** The heading takes focus when the form opens (a form a row's button opened). */
  focusOnOpen?: true;
  submit: string;
  /** The change is under way: Submit says so and does nothing more. */
  pending: boolean;
  onSubmit: () => void;
  /** Closes the form without a change (absent: no Cancel). */
  cancel?: { label: string; onCancel: () => void };
  children: ReactNode;
}

/** A console form that changes one thing: its heading, fields, Submit and Cancel. */
export function ActionForm({
  heading,
  focusOnOpen,
  submit,
  pending,
  onSubmit,
  cancel,
  children,
}: ActionFormProps) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) title.current?.focus();
  }, [focusOnOpen]);
  const send = (ev: FormEvent) => {
    ev.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.actionForm} onSubmit={send} noValidate>
      <h2 ref={title} tabIndex={focusOnOpen ? -1 : undefined}>
        {heading}
      </h2>
      {children}
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" aria-disabled={pending || undefined}>
          {submit}
        </button>
        {cancel && (
          <button type="button" className="btn btn-secondary" onClick={cancel.onCancel}>
            {cancel.label}
          </button>
        )}
      </div>
    </form>
  );
}
