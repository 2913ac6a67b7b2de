import { Checkbox } from 'react-aria-components';
import { NO, YES } from '@bizline/domain/constants';
import { stripDashes } from '@bizline/domain/format';
import type { CustomizeProduct, VoiceModelPost } from '@bizline/domain/wire/cart';
import { dollars } from '../../shared/cart/money';
import { DirectoryListingForm } from './forms';
import { PlanSection } from './PlanTile';
import { QuantityStepper } from './parts';
import { useService, type SectionProps } from './section-props';
import {
  chooseVoicePlan,
  VoiceChoice,
  VoiceLines,
  type EditedLine,
  type VoiceChoiceName,
} from './voice-lines';
import styles from './CustomizePage.module.css';

/** A listing whose ProductName is non-published omits listing info. */
export function isNonPublished(product: CustomizeProduct | undefined): boolean {
  return (product?.PrdName ?? '').toLowerCase().replace(/[\s-]/g, '').includes('nonpublished');
}

/** Monthly price of one piece of equipment: the server's MonthlyPrice, else its Price. */
export function eachMonthly(p: CustomizeProduct): string {
  return `${dollars(p.MonthlyPrice || p.Price)}/mo`;
}

/** Phone's product choices: the model field that saves each pick and its busy key. */
const PHONE_CHOICES = {
  directoryListing: ['DirListing', 'dirListing'],
  maintenance: ['Maintenance', 'maintenance'],
  battery: ['BatterySelected', 'battery'],
  premiumSupport: ['PremiumSupport', 'premiumSupport'],
} as const satisfies Record<VoiceChoiceName, readonly [keyof VoiceModelPost, string]>;

/** Standard phone: plan, lines, equipment list, directory listing, power reserve,
 * maintenance plan, battery, fax lines, premium support. */
export function PhoneSection(props: SectionProps) {
  const { t, busy, info, sel: phone } = useService(props, 'phone');

  const update = (model: VoiceModelPost, key: string) =>
    props.actions.update({ ProductType: 'VOICE', VoiceModelPost: model }, key);

  const saveLines = (lines: EditedLine[]) =>
    update(
      {
        PhoneLines: lines.map((l, i) => ({
          LineNO: i + 1,
          NewTN: stripDashes(l.tn),
          NewPlanID: l.planId || phone!.planId,
          // The customer's own number moved to us.
          KeepTN: l.moved ? YES : NO,
        })),
      },
      'lines',
    );

  const choice = {
    products: info.Products,
    busy,
    onChange: (name: VoiceChoiceName, id: string) => {
      const [field, key] = PHONE_CHOICES[name];
      void update({ [field]: { NewID: id } }, key);
    },
  };

  const listingProduct = info.Products.directoryListing.find(
    (p) => p.PrdID === phone?.directoryListingId,
  );
  const jacks = (id: string, n: number) =>
    info.Products.equipment
      .map((p) => ({
        PrdID: p.PrdID,
        CountInCart:
          p.PrdID === id ? n : (phone?.equipment.find((e) => e.id === p.PrdID)?.quantity ?? 0),
      }))
      .filter((j) => j.CountInCart > 0 || j.PrdID === id);
  const power = info.Products.powerReserve[0];

  return (
    <PlanSection
      id="phone"
      section={props}
      onSelect={(plan) =>
        chooseVoicePlan(props, 'phone', plan, (key) =>
          update({ BundleSelection: { NewID: plan.ProductId } }, key),
        )
      }
    >
      {phone && (
        <>
          <h3>{t('phone.lines')}</h3>
          <VoiceLines service="phone" section={props} save={saveLines} />
          <h3>{t('phone.equipment')}</h3>
          {info.Products.equipment.map((p) => (
            <QuantityStepper
              key={p.PrdID}
              label={`${p.PrdName} (${t('phone.each', { price: eachMonthly(p) })})`}
              value={phone.equipment.find((e) => e.id === p.PrdID)?.quantity ?? 0}
              max={p.MaxQuantity || 24}
              disabled={busy}
              onChange={(n) => void update({ Jacks: jacks(p.PrdID, n) }, 'jacks')}
            />
          ))}
          <VoiceChoice name="directoryListing" selected={phone} {...choice} />
          {listingProduct && !isNonPublished(listingProduct) && (
            <DirectoryListingForm
              initial={phone.listingInfo}
              onSave={(info2) =>
                update(
                  { DirListing: { NewID: listingProduct.PrdID }, ListingInfo: info2 },
                  'listingInfo',
                )
              }
            />
          )}
          {power && (
            <Checkbox
              className={styles.radio}
              isSelected={phone.powerReserve}
              isDisabled={busy}
              onChange={(on) => void update({ PowerReserve: on ? YES : NO }, 'power')}
            >
              {power.PrdName} <span className={styles.price}>{dollars(power.Price)}</span>
            </Checkbox>
          )}
          <VoiceChoice name="maintenance" selected={phone} {...choice} />
          <VoiceChoice name="battery" selected={phone} {...choice} />
          {info.Products.faxLine[0] && (
            <QuantityStepper
              label={`${t('phone.faxLines')} (${t('phone.each', { price: eachMonthly(info.Products.faxLine[0]) })})`}
              value={phone.faxLines}
              max={info.Products.faxLine[0].MaxQuantity || 5}
              disabled={busy}
              onChange={(n) => void update({ FaxLines: n }, 'fax')}
            />
          )}
          <VoiceChoice name="premiumSupport" selected={phone} {...choice} />
        </>
      )}
    </PlanSection>
  );
}
