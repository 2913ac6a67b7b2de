import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  Disclosure,
  DisclosurePanel,
  Heading,
  Label,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import type { CustomizeProduct } from '@bizline/domain/wire/cart';
import { dollars } from '../../shared/cart/money';
import { useFocusAfterSelect } from '../../shared/ui/use-focus-after-select';
import styles from './CustomizePage.module.css';

/** '$15.00/mo' for a monthly product, '$299.99' for a one-time one (server figures). */
export function productPrice(p: CustomizeProduct): string {
  return p.PriceType === 'monthly' ? `${dollars(p.Price)}/mo` : dollars(p.Price);
}

interface SectionProps {
  id: string;
  title: string;
  expanded: boolean;
  onExpandedChange: (open: boolean) => void;
  disabled?: boolean;
  /** id of the text that says why the section is disabled. */
  disabledReasonId?: string;
  /** Short status after the title (e.g. 'Visited'). */
  badge?: string | undefined;
  /** What opening the section lets the customer do ('Add TV service to your order'): shown under
   * the title and read as the button's description, so the heading reads as a control. */
  hint?: string | undefined;
  level?: 2 | 3;
  children: ReactNode;
}

/**
 * The Continue gate's message and the section it concerns: the page provides it, the
 * section shows it above its heading, next to what it asks for.
 */
export const GateNoticeContext = createContext<{ section: string | null; message: ReactNode }>({
  section: null,
  message: null,
});

/**
 * An accordion section (react-aria Disclosure: a heading with a button, keyboard operable). The
 * button looks like one: a bordered box with a +/- sign for its state, and the hint of what it
 * adds. Its name stays the title; the hint is its description.
 */
export function Section(props: SectionProps) {
  const { id, title, expanded, onExpandedChange, disabled, badge, hint, level = 2 } = props;
  const hintId = useId();
  const titleId = useId();
  const describedBy =
    [hint ? hintId : undefined, disabled ? props.disabledReasonId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const notice = useContext(GateNoticeContext);
  // The wrapper carries the id: notifications scroll to it.
  return (
    <div id={id}>
      {notice.section === id && notice.message}
      <Disclosure
        className={styles.section}
        isExpanded={expanded}
        onExpandedChange={onExpandedChange}
        isDisabled={disabled ?? false}
      >
        <Heading level={level} className={styles.sectionHeading}>
          <Button
            slot="trigger"
            className={styles.sectionTrigger}
            aria-labelledby={titleId}
            aria-describedby={describedBy}
          >
            <span className={styles.triggerText}>
              <span id={titleId}>{title}</span>
              {hint && (
                <span id={hintId} className={styles.triggerHint}>
                  {hint}
                </span>
              )}
            </span>
            {badge && <span className={styles.badge}>{badge}</span>}
            <span className={styles.triggerSign} aria-hidden="true" />
          </Button>
        </Heading>
        <DisclosurePanel className={styles.panel}>{props.children}</DisclosurePanel>
      </Disclosure>
    </div>
  );
}

interface ChoiceProps {
  label: string;
  products: readonly CustomizeProduct[];
  /** The selected id; '' for the none option. */
  value: string;
  onChange: (id: string) => void;
  /** Text of the '' option; without it there is none. */
  noneLabel?: string;
  disabled?: boolean;
}

/** One product of a list (radio group), each with the server's price. The group is disabled
 * while the cart changes; the focus then returns to the checked radio (useFocusAfterSelect). */
export function ProductChoice({
  label,
  products,
  value,
  onChange,
  noneLabel,
  disabled,
}: ChoiceProps) {
  const { heading: checked, press } = useFocusAfterSelect<HTMLInputElement>(true, disabled);
  if (products.length === 0) return null;
  const inputRef = (id: string) => (id === value ? checked : undefined);
  return (
    <RadioGroup
      className={styles.choice}
      value={value}
      onChange={(id) => {
        press();
        onChange(id);
      }}
      isDisabled={disabled ?? false}
    >
      <Label className={styles.choiceLabel}>{label}</Label>
      {noneLabel !== undefined && (
        <Radio value="" className={styles.radio} inputRef={inputRef('')}>
          {noneLabel}
        </Radio>
      )}
      {products.map((p) => (
        <Radio key={p.PrdID} value={p.PrdID} className={styles.radio} inputRef={inputRef(p.PrdID)}>
          <span>{p.PrdName}</span> <span className={styles.price}>{productPrice(p)}</span>
          {p.Description && <span className={styles.fine}>{p.Description}</span>}
        </Radio>
      ))}
    </RadioGroup>
  );
}

interface StepperProps {
  label: string;
  value: number;
  min?: number;
  max: number;
  onChange: (n: number) => void;
  disabled?: boolean;
}

/** A quantity with − and + buttons; the number is announced as it changes. The buttons are
 * disabled while the cart changes: the focus then returns to the one pressed, or to the other
 * when the pressed one reached its limit (useFocusAfterSelect). */
export function QuantityStepper({ label, value, min = 0, max, onChange, disabled }: StepperProps) {
  const { t } = useTranslation('customize');
  const id = useId();
  const [last, setLast] = useState<'less' | 'more'>('more');
  const atLimit = last === 'more' ? value >= max : value <= min;
  const {
    heading: pressedRef,
    button: otherRef,
    press,
  } = useFocusAfterSelect<HTMLButtonElement, HTMLButtonElement>(!atLimit, disabled);
  const step = (which: 'less' | 'more') => {
    setLast(which);
    press();
    onChange(which === 'more' ? value + 1 : value - 1);
  };
  return (
    <div className={styles.stepper} role="group" aria-labelledby={id}>
      <span id={id} className={styles.stepperLabel}>
        {label}
      </span>
      <Button
        ref={last === 'less' ? pressedRef : otherRef}
        className="btn btn-secondary"
        aria-label={t('quantity.less', { name: label })}
        isDisabled={disabled || value <= min}
        onPress={() => step('less')}
      >
        −
      </Button>
      <output aria-live="polite" aria-label={t('quantity.label', { name: label })}>
        {value}
      </output>
      <Button
        ref={last === 'more' ? pressedRef : otherRef}
        className="btn btn-secondary"
        aria-label={t('quantity.more', { name: label })}
        isDisabled={disabled || value >= max}
        onPress={() => step('more')}
      >
        +
      </Button>
    </div>
  );
}

interface ChecksProps {
  label: string;
  products: readonly CustomizeProduct[];
  values: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

/** Several products of a list (checkboxes), each with the server's price. They are disabled
 * while the cart changes: the focus then returns to the box used (useFocusAfterSelect). */
export function ProductChecks({ label, products, values, onChange, disabled }: ChecksProps) {
  const id = useId();
  const [last, setLast] = useState('');
  const { heading: used, press } = useFocusAfterSelect<HTMLInputElement>(true, disabled);
  if (products.length === 0) return null;
  return (
    <div className={styles.choice} role="group" aria-labelledby={id}>
      <span id={id} className={styles.choiceLabel}>
        {label}
      </span>
      {products.map((p) => (
        <Checkbox
          key={p.PrdID}
          className={styles.radio}
          isSelected={values.includes(p.PrdID)}
          isDisabled={disabled ?? false}
          inputRef={p.PrdID === last ? used : undefined}
          onChange={(on) => {
            setLast(p.PrdID);
            press();
            onChange(on ? [...values, p.PrdID] : values.filter((v) => v !== p.PrdID));
          }}
        >
          <span>{p.PrdName}</span> <span className={styles.price}>{productPrice(p)}</span>
        </Checkbox>
      ))}
    </div>
  );
}

/**
 * The video-meeting choice and, once one is chosen, its number of licenses (1 to 500); a new
 * choice keeps the licenses, at least one.
 */
export function VideoMeetingChoice({
  label,
  noneLabel,
  products,
  current,
  disabled,
  onSave,
}: {
  label: string;
  noneLabel: string;
  products: readonly CustomizeProduct[];
  current: { id: string; licenses: number } | null | undefined;
  disabled: boolean;
  /** The chosen product ('' for none) and its licenses. */
  onSave: (id: string, licenses: number) => void;
}) {
  const { t } = useTranslation('customize');
  return (
    <>
      <ProductChoice
        label={label}
        products={products}
        value={current?.id ?? ''}
        noneLabel={noneLabel}
        disabled={disabled}
        onChange={(id) => onSave(id, Math.max(1, current?.licenses ?? 1))}
      />
      {current && (
        <QuantityStepper
          label={t('internet.licenses')}
          value={current.licenses}
          min={1}
          max={500}
          disabled={disabled}
          onChange={(n) => onSave(current.id, n)}
        />
      )}
    </>
  );
}
