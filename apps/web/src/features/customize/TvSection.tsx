import { DEFAULT_OLD_IDS, TV_EQUIPMENT_NONE_CODE, YES } from '@bizline/domain/constants';
import type { CustomizePlan, TvModelPost } from '@bizline/domain/wire/cart';
import { PlanSection, RouterTile } from './PlanTile';
import { ProductChecks, ProductChoice, QuantityStepper, productPrice } from './parts';
import { addServiceRequest, useService, type SectionProps } from './section-props';
import styles from './CustomizePage.module.css';

/** TV's product choices: the catalogue list, the selection's id, the model field that saves
 * the pick and its busy key. */
const TV_CHOICES = {
  viewing: ['viewingOptions', 'viewingOptionId', 'ViewSelection', 'view'],
  recording: ['recording', 'recordingId', 'RecordShow', 'recording'],
} as const satisfies Record<string, readonly [string, string, keyof TvModelPost, string]>;

/** TV: viewing option, plan, equipment, router, premium channels, recording. */
export function TvSection(props: SectionProps) {
  const { t, busy, info, sel: tv } = useService(props, 'tv');

  const update = (model: TvModelPost, key: string) =>
    props.actions.update({ ProductType: 'FIOSTV', FiOSTVModelPost: model }, key);

  const selectPlan = async (plan: CustomizePlan) => {
    if (!tv) {
      await props.actions.selectBundle(
        addServiceRequest(props, 'tv', plan),
        `tv:${plan.ProductId}`,
      );
    } else {
      await update(
        { PlanSelection: { OldID: tv.planId || DEFAULT_OLD_IDS.tvPlan, NewID: plan.ProductId } },
        `tv:${plan.ProductId}`,
      );
    }
  };

  const choice = (name: keyof typeof TV_CHOICES, sel: NonNullable<typeof tv>) => {
    const [products, value, field, key] = TV_CHOICES[name];
    return (
      <ProductChoice
        label={t(`tv.${name}`)}
        products={info.Products[products]}
        value={sel[value]}
        disabled={busy}
        onChange={(id) => void update({ [field]: { NewID: id } }, key)}
      />
    );
  };

  // A TV equipment code of '000' is none: it is not offered as a device.
  const equipment = info.Products.equipment.filter((p) => p.Code !== TV_EQUIPMENT_NONE_CODE);
  const qty = (id: string) => tv?.equipment.find((e) => e.id === id)?.quantity ?? 0;
  const selectedRouter = info.Routers.find((r) => r.IsSelected === YES)?.PrdID ?? '';

  return (
    <PlanSection id="tv" section={props} onSelect={selectPlan} lead={tv && choice('viewing', tv)}>
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
          {choice('recording', tv)}
        </>
      )}
    </PlanSection>
  );
}
