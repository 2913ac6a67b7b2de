import type { OrderContents as Contents } from '@bizline/domain/wire/order-contents';
import styles from './OrderContents.module.css';

/**
 * What an order is made of (the server's list, pricing/order-lines.ts orderContentsOf): each
 * section a heading and its lines, in the very words of the order's e-mails.
 */
export function OrderContents({ contents, testId }: { contents: Contents; testId: string }) {
  return (
    <div className={styles.contents} data-testid={testId}>
      {contents.map((section) => (
        <section key={section.key} aria-labelledby={`${testId}-${section.key}`}>
          <h3 id={`${testId}-${section.key}`}>{section.title}</h3>
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
