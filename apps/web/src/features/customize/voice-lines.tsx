import { useTranslation } from 'react-i18next';
import type { CustomizePlan, CustomizeProduct } from '@bizline/domain/wire/cart';
import { LineNumbers, type NumberedLine } from './LineNumbers';
import { ProductChoice, QuantityStepper } from './parts';
import {
  addServiceRequest,
  catalogueOf,
  newNumbers,
  spareNumber,
  withLineNumber,
  type SectionProps,
} from './section-props';

/** A voice line as the editor hands it back to be saved (the cart numbers them in order). */
export interface EditedLine {
  tn: string;
  planId: string;
  email?: string | undefined;
  moved?: boolean | undefined;
}

type CartLine = NumberedLine & { planId: string; email?: string };

/**
 * A phone or BDV plan: while the service is not in the cart, the bundle call adds it with the
 * catalogue's default plan (then `onAdded`), and the chosen plan is set after it.
 */
export async function chooseVoicePlan(
  props: SectionProps,
  service: 'phone' | 'bdv',
  plan: CustomizePlan,
  setPlan: (key: string) => Promise<boolean>,
  onAdded?: () => void,
) {
  const key = `${service}:${plan.ProductId}`;
  if (!props.selections[service]) {
    if (!(await props.actions.selectBundle(addServiceRequest(props, service, plan), key))) return;
    onAdded?.();
  }
  await setPlan(key);
}

/**
 * The voice lines' count and each line's number (phone and BDV). More lines take the held
 * numbers not on a line (the cart holds n numbers in all, 001 §7 RequestTNs); a line keeps the
 * customer's own number or goes back to a new one.
 */
export function VoiceLines({
  service,
  section,
  note,
  save,
}: {
  service: 'phone' | 'bdv';
  section: SectionProps;
  /** Extra words after a line's number (the BDV administrator line). */
  note?: (line: NumberedLine) => string | false;
  save: (lines: EditedLine[]) => Promise<boolean>;
}) {
  const { t } = useTranslation('customize');
  const { actions, selections } = section;
  const { lines, planId }: { lines: readonly CartLine[]; planId: string } = selections[service] ?? {
    lines: [],
    planId: '',
  };
  const plans = catalogueOf(section.data, service).Plans;
  // BDV without internet takes its numbers from the standalone pool.
  const standaloneBdv = service === 'bdv' && selections.internet === null;
  const busy = actions.busy !== null;

  const setLineCount = async (n: number) => {
    const next: EditedLine[] = lines
      .slice(0, n)
      .map((l) => ({ tn: l.tn, planId: l.planId, email: l.email, moved: l.moved }));
    if (n > lines.length) {
      const held = await actions.requestNumbers(n, standaloneBdv);
      if (!held) return;
      newNumbers(held, next, n).forEach((tn) => next.push({ tn, planId, email: '', moved: false }));
    }
    await save(next);
  };

  const newNumberFor = async (lineNo: number) => {
    const held = await actions.requestNumbers(lines.length, standaloneBdv);
    const tn = held && spareNumber(held, lines);
    if (tn) await save(withLineNumber(lines, lineNo, tn, false));
  };

  return (
    <>
      <QuantityStepper
        label={t(`${service}.lineCount`)}
        value={lines.length}
        min={1}
        max={plans.find((p) => p.ProductId === planId)?.MaxLines || 24}
        disabled={busy}
        onChange={(n) => void setLineCount(n)}
      />
      <LineNumbers
        lines={lines}
        idPrefix={service}
        busy={busy}
        {...(note ? { note } : {})}
        onKeep={(lineNo, tn) => save(withLineNumber(lines, lineNo, tn, true))}
        onNewNumber={newNumberFor}
      />
    </>
  );
}

/** The one-of-a-list products of phone and BDV (copy under phone.*, with a none option). */
export type VoiceChoiceName = 'directoryListing' | 'maintenance' | 'battery' | 'premiumSupport';

/**
 * A phone or BDV product choice: the catalogue's `name` products, the service's selected
 * `${name}Id`, saved by `onChange`.
 */
export function VoiceChoice<N extends VoiceChoiceName>({
  name,
  products,
  selected,
  busy,
  onChange,
}: {
  name: N;
  products: Record<N, readonly CustomizeProduct[]>;
  selected: Record<`${N}Id`, string>;
  busy: boolean;
  onChange: (name: N, id: string) => void;
}) {
  const { t } = useTranslation('customize');
  return (
    <ProductChoice
      label={t(`phone.${name}`)}
      products={products[name]}
      value={selected[`${name}Id`]}
      noneLabel={t('none')}
      disabled={busy}
      onChange={(id) => onChange(name, id)}
    />
  );
}
