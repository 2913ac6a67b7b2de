import { useTranslation } from 'react-i18next';
import { Checkbox } from 'react-aria-components';
import { NO, YES } from '@bizline/domain/constants';
import { stripDashes } from '@bizline/domain/format';
import type { CustomizePlan, CustomizeProduct, VoiceModelPost } from '@bizline/domain/wire/cart';
import { dollars } from '../../shared/cart/money';
import { DirectoryListingForm } from './forms';
import { PlanTiles } from './PlanTile';
import { ProductChoice, QuantityStepper, Section } from './parts';
import { LineNumbers } from './LineNumbers';
import {
  newNumbers,
  spareNumber,
  voiceBundleRequest,
  withLineNumber,
  type SectionProps,
} from './section-props';
import styles from './CustomizePage.module.css';

/** A listing whose ProductName is non-published omits listing info. */
export function isNonPublished(product: CustomizeProduct | undefined): boolean {
  return (product?.PrdName ?? '').toLowerCase().replace(/[\s-]/g, '').includes('nonpublished');
}

/** Monthly price of one piece of equipment: the server's MonthlyPrice, else its Price. */
export function eachMonthly(p: CustomizeProduct): string {
  return `${dollars(p.MonthlyPrice || p.Price)}/mo`;
}

/** Standard phone: plan, lines, equipment list, directory listing, power reserve,
 * maintenance plan, battery, fax lines, premium support. */
export function PhoneSection({
  data,
  selections,
  contract,
  actions,
  open,
  onOpenChange,
}: SectionProps) {
  const { t } = useTranslation('customize');
  const info = data.PhoneInfo;
  const phone = selections.phone;
  const busy = actions.busy !== null;
  const kind = data.Availability.fiber === 'Y' ? 'data' : 'hsi';

  const update = (model: VoiceModelPost, key: string) =>
    actions.update({ ProductType: 'VOICE', VoiceModelPost: model }, key);

  const selectPlan = async (plan: CustomizePlan) => {
    if (!phone) {
      const ok = await actions.selectBundle(
        voiceBundleRequest(selections, 'phone', kind, plan, contract),
        `phone:${plan.ProductId}`,
      );
      // The bundle call adds phone with the catalogue's default plan: then the chosen one.
      if (ok)
        await update({ BundleSelection: { NewID: plan.ProductId } }, `phone:${plan.ProductId}`);
    } else {
      await update({ BundleSelection: { NewID: plan.ProductId } }, `phone:${plan.ProductId}`);
    }
  };

  const saveLines = (lines: { tn: string; planId: string; moved?: boolean }[]) =>
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

  const setLineCount = async (n: number) => {
    if (!phone) return;
    const lines = phone.lines
      .slice(0, n)
      .map((l) => ({ tn: l.tn, planId: l.planId, moved: l.moved }));
    if (n > phone.lines.length) {
      // The cart holds n numbers in all (001 §7 RequestTNs): new lines take the ones not on a line.
      const held = await actions.requestNumbers(n, false);
      if (!held) return;
      newNumbers(held, lines, n).forEach((tn) =>
        lines.push({ tn, planId: phone.planId, moved: false }),
      );
    }
    await saveLines(lines);
  };

  const keepNumber = (lineNo: number, tn: string) =>
    saveLines(withLineNumber(phone?.lines ?? [], lineNo, tn, true));
  const newNumberFor = async (lineNo: number) => {
    if (!phone) return;
    const held = await actions.requestNumbers(phone.lines.length, false);
    const tn = held && spareNumber(held, phone.lines);
    if (tn) await saveLines(withLineNumber(phone.lines, lineNo, tn, false));
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
    <Section id="phone" title={t('sections.phone')} expanded={open} onExpandedChange={onOpenChange}>
      <h3>{t('phone.plan')}</h3>
      <PlanTiles
        plans={info.Plans}
        contract={contract}
        selectedId={phone?.planId ?? ''}
        jointOffer={data.jointOfferAvailResponse}
        onSelect={(p) => void selectPlan(p)}
        disabled={busy}
      />
      {phone && (
        <>
          <h3>{t('phone.lines')}</h3>
          <QuantityStepper
            label={t('phone.lineCount')}
            value={phone.lines.length}
            min={1}
            max={info.Plans.find((p) => p.ProductId === phone.planId)?.MaxLines || 24}
            disabled={busy}
            onChange={(n) => void setLineCount(n)}
          />
          <LineNumbers
            lines={phone.lines}
            idPrefix="phone"
            busy={busy}
            onKeep={keepNumber}
            onNewNumber={newNumberFor}
          />
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
          <ProductChoice
            label={t('phone.directoryListing')}
            products={info.Products.directoryListing}
            value={phone.directoryListingId}
            noneLabel={t('none')}
            disabled={busy}
            onChange={(id) => void update({ DirListing: { NewID: id } }, 'dirListing')}
          />
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
          <ProductChoice
            label={t('phone.maintenance')}
            products={info.Products.maintenance}
            value={phone.maintenanceId}
            noneLabel={t('none')}
            disabled={busy}
            onChange={(id) => void update({ Maintenance: { NewID: id } }, 'maintenance')}
          />
          <ProductChoice
            label={t('phone.battery')}
            products={info.Products.battery}
            value={phone.batteryId}
            noneLabel={t('none')}
            disabled={busy}
            onChange={(id) => void update({ BatterySelected: { NewID: id } }, 'battery')}
          />
          {info.Products.faxLine[0] && (
            <QuantityStepper
              label={`${t('phone.faxLines')} (${t('phone.each', { price: eachMonthly(info.Products.faxLine[0]) })})`}
              value={phone.faxLines}
              max={info.Products.faxLine[0].MaxQuantity || 5}
              disabled={busy}
              onChange={(n) => void update({ FaxLines: n }, 'fax')}
            />
          )}
          <ProductChoice
            label={t('phone.premiumSupport')}
            products={info.Products.premiumSupport}
            value={phone.premiumSupportId}
            noneLabel={t('none')}
            disabled={busy}
            onChange={(id) => void update({ PremiumSupport: { NewID: id } }, 'premiumSupport')}
          />
        </>
      )}
    </Section>
  );
}
