import { useEffect, useRef } from 'react';

/**
 * Focus after a choice that is saved at once (a tile's Select, a radio of a product list, an
 * installation type): the controls are disabled while it saves, which drops the focus to the
 * page. Once it is answered the focus goes to `heading` when `selected` (the chosen tile's name,
 * the checked radio), or back to `button` (else `heading`) when the change failed and the focus
 * is lost. Call `press` when the choice is made.
 */
export function useFocusAfterSelect<
  H extends HTMLElement = HTMLHeadingElement,
  B extends HTMLElement = HTMLButtonElement,
>(selected: boolean, disabled: boolean | undefined) {
  const heading = useRef<H>(null);
  const button = useRef<B>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressed.current || disabled) return;
    pressed.current = false;
    if (selected) heading.current?.focus();
    else if (document.activeElement === document.body) (button.current ?? heading.current)?.focus();
  }, [selected, disabled]);
  const press = () => {
    pressed.current = true;
  };
  return { heading, button, press };
}
