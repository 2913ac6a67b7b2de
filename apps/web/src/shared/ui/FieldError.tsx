import type { HTMLAttributes, ReactNode } from 'react';

interface FieldErrorProps extends HTMLAttributes<HTMLParagraphElement> {
  /** The id of the control the message belongs to; the paragraph is `${id}-error`. */
  of: string;
  message: string | undefined;
}

/** The inline error paragraph of a control (GOV.UK pattern, DESIGN.md): nothing without one. */
export function FieldError({ of, message, ...p }: FieldErrorProps) {
  return message ? (
    <p id={`${of}-error`} {...p}>
      {message}
    </p>
  ) : null;
}

/** The attributes tying a control to its inline error (FieldError), none without one. */
export function errorAria(of: string, message: string | undefined) {
  return {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${of}-error` : undefined,
  } as const;
}

/** The class names of a field's parts (a CSS module such as TextField.module.css fits). */
export interface FieldClasses {
  field?: string;
  invalid?: string;
  label?: string;
  hint?: string;
  error?: string;
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  classes: FieldClasses;
  /** Added after the field's own classes. */
  className?: string;
  /** The control itself. */
  children: ReactNode;
}

/** A field's frame: the wrapper, its label, the hint and the inline error above the control. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  classes,
  className,
  children,
}: FieldFrameProps) {
  const extra = className === undefined ? '' : ` ${className}`;
  return (
    <div className={`${classes.field} ${error ? classes.invalid : ''}${extra}`}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      )}
      <FieldError of={id} message={error} className={classes.error} />
      {children}
    </div>
  );
}
