import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './FaqDialog.module.css';

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The four FAQ topics of 002 §2, in order; their texts are in data/content/faq.json. */
const TOPICS = ['saving', 'submit', 'arrival', 'firstBill'] as const;

/**
 * 'Frequently asked questions'. A modal dialog: focus is trapped inside, Escape and a
 * click outside close it, and focus returns to the header link.
 */
export function FaqDialog({ isOpen, onOpenChange }: Props) {
  const { t } = useTranslation('faq');
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.head}>
            <Heading slot="title" level={2} className={styles.title}>
              {t('title')}
            </Heading>
            <Button slot="close" className={styles.close} aria-label={t('close')}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  fill="none"
                />
              </svg>
            </Button>
          </div>
          <div className={styles.body}>
            {TOPICS.map((topic) => {
              const paragraphs = t(`topics.${topic}.answer`, { returnObjects: true }) as unknown;
              const items = t(`topics.${topic}.items`, {
                returnObjects: true,
                defaultValue: [],
              }) as unknown;
              return (
                <section key={topic} className={styles.topic} aria-labelledby={`faq-${topic}`}>
                  <h3 id={`faq-${topic}`}>{t(`topics.${topic}.question`)}</h3>
                  {asList(paragraphs).map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                  {asList(items).length > 0 && (
                    <ul>
                      {asList(items).map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Copy may give one paragraph as a string or several as a list. */
function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value ? [value] : [];
}
