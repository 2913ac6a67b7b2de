import { useTranslation } from 'react-i18next';
import { DEFAULT_OLD_IDS, TV_EQUIPMENT_NONE_CODE, YES } from '@bizline/domain/constants';
import type { CustomizePlan, TvModelPost } from '@bizline/domain/wire/cart';
import { PlanTiles, RouterTile } from './PlanTile';
import { ProductChecks, ProductChoice, QuantityStepper, Section, productPrice } from './parts';
import { inCart, ptypeAdding, type SectionProps } from './section-props';
import styles from './CustomizePage.module.css';

/** TV: viewing option, plan, equipment, router, premium channels, recording. */
export function TvSection({
  data,
  selections,
  contract,
  actions,
  open,
  onOpenChange,
}: SectionProps) {
  const { t } = useTranslation('customize');
  const info = data.FiosTVInfo;
  const tv = selections.tv;
  const busy = actions.busy !== null;
  const kind = data.Availability.fiber === 'Y' ? 'data' : 'hsi';

  const update = (model: TvModelPost, key: string) =>
    actions.update({ ProductType: 'FIOSTV', FiOSTVModelPost: model }, key);

  const selectPlan = async (plan: CustomizePlan) => {
    if (!tv) {
      await actions.selectBundle(
        {
          ptype: ptypeAdding(inCart(selections), 'tv', kind),
          tvID: plan.ProductId,
          bundleID: plan.BundleId,
          contract,
          ...(selections.internet?.planId ? { planId: selections.internet.planId } : {}),
        },
        `tv:${plan.ProductId}`,
      );
    } else {
      await update(
        { PlanSelection: { OldID: tv.planId || DEFAULT_OLD_IDS.tvPlan, NewID: plan.ProductId } },
        `tv:${plan.ProductId}`,
      );
    }
  };

  // A TV equipment code of '000' is none: it is not offered as a device.
  const equipment = info.Products.equipment.filter((p) => p.Code !== TV_EQUIPMENT_NONE_CODE);
  const qty = (id: string) => tv?.equipment.find((e) => e.id === id)?.quantity ?? 0;
  const selectedRouter = info.Routers.find((r) => r.IsSelected === YES)?.PrdID ?? '';

  return (
    <Section id="tv" title={t('sections.tv')} expanded={open} onExpandedChange={onOpenChange}>
      {tv && (
        <ProductChoice
          label={t('tv.viewing')}
          products={info.Products.viewingOptions}
          value={tv.viewingOptionId}
          disabled={busy}
          onChange={(id) => void update({ ViewSelection: { NewID: id } }, 'view')}
        />
      )}
      <h3>{t('tv.plan')}</h3>
      <PlanTiles
        plans={info.Plans}
        contract={contract}
        selectedId={tv?.planId ?? ''}
        jointOffer={data.jointOfferAvailResponse}
        onSelect={(p) => void selectPlan(p)}
        disabled={busy}
      />
      {tv && (
        <>
          <h3>{t('tv.equipment')}</h3>
          {equipment.map((p) => (
            <QuantityStepper
              key={p.PrdID}
              label={`${p.PrdName} (${productPrice(p)})`}
              value={qty(p.PrdID)}
              max={p.MaxQuantity || 10}
              disabled={busy}
              onChange={(n) => {
                const rest = tv.equipment
                  .filter((e) => e.id !== p.PrdID && e.quantity > 0)
                  .map((e) => ({ PrdID: e.id, Quantity: e.quantity }));
                void update(
                  {
                    SelectedEquipments: [
                      ...rest,
                      ...(n > 0 ? [{ PrdID: p.PrdID, Quantity: n }] : []),
                    ],
                  },
                  'tvEquipment',
                );
              }}
            />
          ))}
          {info.Routers.length > 0 && (
            <>
              <h3 id="tv-routers">{t('tv.router')}</h3>
              <ul className={styles.tiles} aria-labelledby="tv-routers">
                {info.Routers.map((r) => (
                  <RouterTile
                    key={r.PrdID}
                    router={r}
                    selectedId={selectedRouter}
                    disabled={busy}
                    onSelect={(router) =>
                      void update(
                        {
                          RouterSelection: {
                            OldID: selectedRouter || DEFAULT_OLD_IDS.tvRouter,
                            NewID: router.PrdID,
                          },
                        },
                        'tvRouter',
                      )
                    }
                  />
                ))}
              </ul>
            </>
          )}
          <ProductChecks
            label={t('tv.premium')}
            products={info.Products.premiumChannels}
            values={tv.premiumChannelIds}
            disabled={busy}
            onChange={(ids) =>
              void update(
                { SelectedPPS: ids.map((PPPID) => ({ PrdCat: 'PremiumChannels', PPPID })) },
                'premium',
              )
            }
          />
          <ProductChoice
            label={t('tv.recording')}
            products={info.Products.recording}
            value={tv.recordingId}
            disabled={busy}
            onChange={(id) => void update({ RecordShow: { NewID: id } }, 'recording')}
          />
        </>
      )}
    </Section>
  );
}
