import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { ROUTER_BUY_MONTHS, YES } from '@bizline/domain/constants';
import type { CustomizePlan, CustomizeProductsResponse } from '@bizline/domain/wire/cart';
import { BroadbandLabel } from '../../shared/broadband-label/BroadbandLabel';
import { dollars } from '../../shared/cart/money';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { useFocusAfterSelect } from '../../shared/ui/use-focus-after-select';
import { Section } from './parts';
import { catalogueOf, priceFor, type SectionProps } from './section-props';
import styles from './CustomizePage.module.css';

type JointOffer = CustomizeProductsResponse['jointOfferAvailResponse'];

interface PlanTileProps {
  plan: CustomizePlan;
  /** The monthly price under the chosen contract (server text). */
  price: string;
  selectedId: string;
  jointOffer: JointOffer;
  onSelect: (plan: CustomizePlan) => void;
  disabled?: boolean;
}

/** A plan tile: name, price with its fine print, what is included, best for, select
 * button, broadband label and offer modal. Every figure is the server's. */
function PlanTile({ plan, price, selectedId, jointOffer, onSelect, disabled }: PlanTileProps) {
  const { t } = useTranslation('customize');
  const selected = plan.ProductId === selectedId;
  const joint = jointOffer.JointofferStatus === YES && plan.JointOfferPrice !== '';
  const headingId = `plan-${plan.ProductId}`;
  const [offerOpen, setOfferOpen] = useState(false);
  const { heading, button, press } = useFocusAfterSelect(selected, disabled);
  return (
    <li
      className={`${styles.tile} ${selected ? styles.tileSelected : ''}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.tileName} ref={heading} tabIndex={-1}>
        {plan.ProductName}
      </h3>
      {plan.Badge && <p className={styles.tag}>{plan.Badge}</p>}
      <p className={styles.tilePrice}>{t('tile.perMonth', { price: dollars(price) })}</p>
      {/* The joint-offer reduction (001 §2) is the price with the provider's wireless plan: shown
          beside the price the cart charges, not instead of it. */}
      {joint && (
        <p className={styles.jointPrice}>
          {t('tile.jointOfferPrice', { price: dollars(plan.JointOfferPrice) })}
        </p>
      )}
      {plan.APPFBPriceText && <p className={styles.fine}>{plan.APPFBPriceText}</p>}
      {plan.PlanIncluded.length > 0 && (
        <ul className={styles.included} aria-label={t('tile.included')}>
          {plan.PlanIncluded.map((item) => (
            <li key={item.Name}>
              {item.Name}
              {item.toolTip && (
                <TooltipTrigger delay={300}>
                  <Button
                    className={styles.info}
                    aria-label={t('tile.moreAbout', { name: item.Name })}
                  >
                    i
                  </Button>
                  <Tooltip className={styles.tooltip}>{item.toolTip}</Tooltip>
                </TooltipTrigger>
              )}
            </li>
          ))}
        </ul>
      )}
      {plan.BestForPlan && (
        <p className={styles.bestFor}>{t('tile.bestFor', { text: plan.BestForPlan })}</p>
      )}
      {plan.PrepaidCardOffer === YES && <p className={styles.offer}>{t('tile.prepaidCard')}</p>}
      {plan.RentRouterInclude === YES && <p className={styles.offer}>{t('tile.rentRouter')}</p>}
      <Button
        ref={button}
        className={`btn ${selected ? 'btn-secondary' : 'btn-primary'}`}
        isDisabled={selected || disabled}
        onPress={() => {
          press();
          onSelect(plan);
        }}
        aria-describedby={headingId}
      >
        {selected ? t('tile.selectedPlan') : t('tile.select')}
      </Button>
      {plan.fccLabel && <BroadbandLabel label={plan.fccLabel} />}
      <Button
        className="link-button"
        aria-haspopup="dialog"
        aria-expanded={offerOpen}
        onPress={() => setOfferOpen(true)}
      >
        {t('offer.open')}
      </Button>
      {offerOpen && (
        <ModalDialog
          title={t('offer.title', { name: plan.ProductName })}
          onClose={() => setOfferOpen(false)}
          width="32rem"
          titleClassName=""
        >
          <ul>
            {plan.PrepaidCardOffer === YES && <li>{t('tile.prepaidCard')}</li>}
            {plan.RentRouterInclude === YES && <li>{t('tile.rentRouter')}</li>}
            {joint && <li>{t('tile.jointOffer')}</li>}
            <li>{t('offer.moneyBack')}</li>
          </ul>
          <Button className="btn btn-primary" onPress={() => setOfferOpen(false)}>
            {t('offer.close')}
          </Button>
        </ModalDialog>
      )}
    </li>
  );
}

export interface RouterItem {
  PrdID: string;
  PrdName: string;
  IsRecomd: 'Y' | 'N';
  Price: string;
  RouterType: 'rent' | 'buy' | 'own';
  MonthlyPrice: string;
  LastPrice: string;
}

/** The name part before '|' and the parts after it (001 §2 router type from the name). */
function routerParts(name: string): string[] {
  return name.split('|').map((p) => p.trim());
}

interface RouterTileProps {
  router: RouterItem;
  selectedId: string;
  onSelect: (router: RouterItem) => void;
  disabled?: boolean;
}

/** A router tile: 'Select router' -> 'Selected'; buy is paid over 12 months, the last payment
 * said when it differs. The focus after Select: useFocusAfterSelect. */
export function RouterTile({ router, selectedId, onSelect, disabled }: RouterTileProps) {
  const { t } = useTranslation('customize');
  const selected = router.PrdID === selectedId;
  const parts = routerParts(router.PrdName);
  const headingId = `router-${router.PrdID}`;
  const { heading, button, press } = useFocusAfterSelect(selected, disabled);
  return (
    <li className={`${styles.tile} ${selected ? styles.tileSelected : ''}`}>
      <h4 id={headingId} className={styles.tileName} ref={heading} tabIndex={-1}>
        {parts[0]}
      </h4>
      {router.IsRecomd === YES && <p className={styles.tag}>{t('router.recommended')}</p>}
      <p className={styles.tilePrice}>
        {router.RouterType === 'buy' &&
          t(router.LastPrice === router.MonthlyPrice ? 'router.buy' : 'router.buyLast', {
            monthly: dollars(router.MonthlyPrice),
            months: ROUTER_BUY_MONTHS,
            last: dollars(router.LastPrice),
            price: dollars(router.Price),
          })}
        {router.RouterType === 'rent' &&
          t('router.rent', { monthly: dollars(router.MonthlyPrice) })}
        {router.RouterType === 'own' && t('router.own')}
      </p>
      <Button
        ref={button}
        className={`btn ${selected ? 'btn-secondary' : 'btn-primary'}`}
        isDisabled={selected || disabled}
        aria-describedby={headingId}
        onPress={() => {
          press();
          onSelect(router);
        }}
      >
        {selected ? t('router.selected') : t('router.select')}
      </Button>
    </li>
  );
}

/** A section's plan tiles at the cart's contract price (every section lists plans the same way). */
export function PlanTiles({
  heading,
  plans,
  selectedId,
  onSelect,
  section: { contract, data, actions },
}: {
  /** The h3 above the tiles. */
  heading: string;
  plans: readonly CustomizePlan[];
  /** The plan in the cart; undefined while the service is not. */
  selectedId: string | undefined;
  onSelect: (plan: CustomizePlan) => Promise<unknown>;
  /** The section's contract, joint offer and busy state. */
  section: Pick<SectionProps, 'contract' | 'data' | 'actions'>;
}) {
  return (
    <>
      <h3>{heading}</h3>
      <ul className={styles.tiles}>
        {plans.map((plan) => (
          <PlanTile
            key={plan.ProductId}
            plan={plan}
            price={priceFor(plan, contract)}
            selectedId={selectedId ?? ''}
            jointOffer={data.jointOfferAvailResponse}
            onSelect={(p) => void onSelect(p)}
            disabled={actions.busy !== null}
          />
        ))}
      </ul>
    </>
  );
}

/**
 * A service's accordion section (title `sections.<id>`) that opens with its plan tiles
 * (heading `<id>.plan`) of the service in the cart; `lead` stands above the tiles, the children after them.
 */
export function PlanSection({
  id,
  section,
  onSelect,
  lead,
  children,
}: {
  id: 'phone' | 'bdv' | 'tv';
  section: SectionProps;
  onSelect: (plan: CustomizePlan) => Promise<unknown>;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('customize');
  return (
    <Section
      id={id}
      title={t(`sections.${id}`)}
      hint={t(`sectionHints.${id}`)}
      expanded={section.open}
      onExpandedChange={section.onOpenChange}
    >
      {lead}
      <PlanTiles
        heading={t(`${id}.plan`)}
        plans={catalogueOf(section.data, id).Plans}
        selectedId={section.selections[id]?.planId}
        section={section}
        onSelect={onSelect}
      />
      {children}
    </Section>
  );
}
