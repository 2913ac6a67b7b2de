import type { ReactNode } from 'react';

/** A failure in words, announced as it appears (role alert); nothing while there is none. */
export function AlertText({
  text,
  className,
  id,
}: {
  text: ReactNode;
  className: string | undefined;
  id?: string;
}) {
  if (!text) return null;
  return (
    <p id={id} className={className} role="alert">
      {text}
    </p>
  );
}
