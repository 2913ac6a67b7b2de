import type { ReactNode } from 'react';
import { ModalDialog } from '../ui/ModalDialog';

interface Props {
  title: string;
  onClose: () => void;
  /** A click outside closes it (the change-address dialog is not dismissable, 001 §2). */
  dismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/** A modal dialog of the cart: the shared modal dialog at the cart's width, full screen on a
 * phone. */
export function CartDialog(props: Props) {
  return <ModalDialog width="32rem" phoneFullScreen {...props} />;
}
