import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDollars } from '@bizline/domain/pricing/money';
import { perMonth } from '../cart/money';
import { fiveGTiers, type PlanListChoice } from './plan-list';
import type { BroadbandLabel as Label } from '@bizline/domain/wire/broadband-label';
import { BroadbandLabel } from '../broadband-label/BroadbandLabel';
import { labelOf, usePlanOffers } from './plan-offers';
import styles from './WirelessPlanList.module.css';

/** Copy namespace of the plan lists (data/content/wireless-plans.json). */
const WIRELESS_PLANS_NS = 'wireless-plans';

/** A plan's monthly price as the cart writes every monthly amount ('$69.00/mo'). */
const monthly = (cents: number) => perMonth(formatCents(cents));

export interface WirelessPlanListProps {
  choice: PlanListChoice;
  /** Several addresses: each card or tile is collapsed behind a +/- toggle. */
  collapsible?: boolean;
  /** Heading level of the plan names (2 on a plan page, 3 under an address heading). */
  headingLevel?: 2 | 3;
  /** 4G cards are radio cards: the chosen speed and its setter. */
  selected?: number | null;
  onSelect?: (speedMbps: number) => void;
  /** Accessible name of the list (the address it belongs to, on the results page). */
  label?: string;
}

interface CardProps {
  name: string;
  price: string;
  details: string[];
  collapsible: boolean;
  headingLevel: 2 | 3;
  /** A radio input shown before the name (4G cards). */
  radio?: ReactNode;
  /** The plan's broadband label, under its details. */
  label?: Label;
}

function PlanCard({ name, price, details, collapsible, headingLevel, radio, label }: CardProps) {
  const { t } = useTranslation(WIRELESS_PLANS_NS);
  const [open, setOpen] = useState(!collapsible);
  const detailsId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const expanded = !collapsible || open;
  return (
    <li className={styles.card}>
      <div className={styles.top}>
        {radio}
        <Heading className={styles.name}>{name}</Heading>
        <p className={styles.price}>{price}</p>
        {collapsible && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={t('toggle', { name })}
            onClick={() => setOpen((v) => !v)}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        )}
      </div>
      <div id={detailsId} hidden={!expanded} className={styles.details}>
        <p className={styles.finePrint}>{t('finePrint')}</p>
        <p className={styles.detailsTitle}>{t('detailsTitle')}</p>
        <ul>
          {details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
        {label && <BroadbandLabel label={label} />}
      </div>
    </li>
  );
}

/** The 4G LTE cards (000 §2 screen 9) or the 5G tiles (screen 10) chosen for an address. */
export function WirelessPlanList({
  choice,
  collapsible = false,
  headingLevel = 2,
  selected = null,
  onSelect,
  label,
}: WirelessPlanListProps) {
  const { t } = useTranslation(WIRELESS_PLANS_NS);
  const group = useId();
  const offers = usePlanOffers();
  // The catalogue's plans load with the page (a moment; a failed call lists none).
  if (!offers) return null;
  const install = (value: 'self' | 'diy' | 'professional') => t(`install.${value}`);

  if (choice.kind === '4g') {
    const list = (
      <ul className={styles.list}>
        {offers.fourG.map((plan) => {
          const name = t('fourG.name', { speed: plan.speedMbps });
          const inputId = `${group}-${plan.speedMbps}`;
          return (
            <PlanCard
              key={plan.speedMbps}
              name={name}
              price={monthly(plan.monthlyCents)}
              collapsible={collapsible}
              headingLevel={headingLevel}
              label={labelOf(offers, plan.fccLabel.ids.MonthToMonth)}
              radio={
                onSelect ? (
                  <input
                    id={inputId}
                    className={styles.radio}
                    type="radio"
                    name={group}
                    value={plan.speedMbps}
                    checked={selected === plan.speedMbps}
                    onChange={() => onSelect(plan.speedMbps)}
                    aria-label={t('fourG.choose', { name, price: monthly(plan.monthlyCents) })}
                  />
                ) : undefined
              }
              details={[
                t('fourG.employees', { employees: plan.employees }),
                ...(plan.oneTimeDiscountCents
                  ? [t('discount', { amount: formatDollars(plan.oneTimeDiscountCents) })]
                  : []),
                install(plan.install),
              ]}
            />
          );
        })}
      </ul>
    );
    return onSelect ? (
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{label ?? t('fourG.legend')}</legend>
        {list}
      </fieldset>
    ) : (
      <section aria-label={label ?? t('fourG.legend')}>{list}</section>
    );
  }

  return (
    <section aria-label={label ?? t('fiveG.listLabel')}>
      <ul className={styles.list}>
        {fiveGTiers(offers.fiveG, choice.fiveGQualified).map((tier) => (
          <PlanCard
            key={tier.speedMbps}
            name={t('fiveG.name', { speed: tier.speedMbps })}
            price={monthly(tier.monthlyCents)}
            collapsible={collapsible}
            headingLevel={headingLevel}
            label={labelOf(offers, tier.fccLabel.ids.MonthToMonth)}
            details={[
              t('fiveG.unlimitedData'),
              ...(tier.oneTimeDiscountCents
                ? [t('discount', { amount: formatDollars(tier.oneTimeDiscountCents) })]
                : []),
              install(tier.install[choice.labels]),
            ]}
          />
        ))}
      </ul>
    </section>
  );
}
