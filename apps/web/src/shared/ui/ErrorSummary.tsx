import { useEffect, useRef } from 'react';
import styles from './ErrorSummary.module.css';

export interface SummaryError {
  /** id of the field the message is about (the link moves focus there). */
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  /** 'There is a problem' (GOV.UK pattern, DESIGN.md). */
  title: string;
  errors: SummaryError[];
  /** A sentence under the title (e.g. 'Please enter required fields.' or a refusal that names
   * no field): with it the summary shows even without field links. */
  description?: string | null;
  /** Changes on every failed submit, so the summary takes focus again. */
  attempt: number;
}

/**
 * The GOV.UK error summary: shown at the top of a form after a failed submit, focused so screen
 * readers announce it, one link per problem that moves focus to its field.
 */
export function ErrorSummary({ title, errors, attempt, description }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0 || !!description;
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <div
      ref={box}
      className={styles.summary}
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
    >
      <h2 id="error-summary-title" className={styles.title}>
        {title}
      </h2>
      {description && <p className={styles.description}>{description}</p>}
      {errors.length > 0 && (
        <ul className={styles.list}>
          {errors.map((e) => (
            <li key={`${e.fieldId}:${e.message}`}>
              <a
                href={`#${e.fieldId}`}
                onClick={(event) => {
                  const field = document.getElementById(e.fieldId);
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                  field.scrollIntoView?.({ block: 'center' });
                }}
              >
                {e.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
