import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './FloatingCart.module.css';

interface Props {
  title: string;
  onClose: () => void;
  /** A click outside closes it (the change-address dialog is not dismissable, 001 §2). */
  dismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/** A modal dialog of the cart (react-aria-components): labelled, focus trapped and returned. */
export function CartDialog({
  title,
  onClose,
  dismissable = true,
  role = 'dialog',
  children,
}: Props) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={dismissable}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} role={role}>
          <Heading slot="title" level={2} className={styles.dialogTitle}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
