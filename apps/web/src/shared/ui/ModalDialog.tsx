import type { CSSProperties, ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './SmallModal.module.css';
import phone from './ModalDialog.module.css';

interface Props {
  title: string;
  onClose?: () => void;
  /** A click outside closes it (the change-address dialog is not dismissable, 001 §2). */
  dismissable?: boolean;
  /** Escape closes it (default true). */
  escapeCloses?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Box width (default 30rem). */
  width?: string;
  /** Above the page's other dialogs (the idle prompt and the exit dialog). */
  onTop?: boolean;
  /** Fills the screen of a phone. */
  phoneFullScreen?: boolean;
  /** Replaces the title's class (its spacing). */
  titleClassName?: string;
  children: ReactNode;
}

/**
 * The storefront's modal dialog (react-aria-components): labelled by its title, focus trapped
 * and returned, on the shared modal box (SmallModal.module.css). Rendered open: its owner mounts
 * it when it opens and unmounts it on onClose.
 */
export function ModalDialog({
  title,
  onClose,
  dismissable = true,
  escapeCloses = true,
  role = 'dialog',
  width,
  onTop = false,
  phoneFullScreen = false,
  titleClassName,
  children,
}: Props) {
  const layer = { '--modal-layer': onTop ? 110 : 100 } as CSSProperties;
  const size = width ? ({ '--modal-width': width } as CSSProperties) : undefined;
  return (
    <ModalOverlay
      className={phoneFullScreen ? `${styles.overlay} ${phone.phoneOverlay}` : styles.overlay}
      style={layer}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!escapeCloses}
    >
      <Modal
        className={phoneFullScreen ? `${styles.modal} ${phone.phoneModal}` : styles.modal}
        style={size}
      >
        <Dialog className={styles.dialog} role={role}>
          <Heading slot="title" level={2} className={titleClassName ?? styles.title}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
