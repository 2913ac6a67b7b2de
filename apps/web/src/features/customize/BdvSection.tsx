import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { BDV_NO_EQUIPMENT_ID, NO, YES } from '@bizline/domain/constants';
import { stripDashes } from '@bizline/domain/format';
import type {
  BdvModelPost,
  CartSelections,
  CustomizePlan,
  CustomizeProduct,
} from '@bizline/domain/wire/cart';
import { useAppStore } from '../../shared/store/app-store';
import { appConfig } from '../../shared/config';
import { PlanTiles } from './PlanTile';
import { eachMonthly } from './PhoneSection';
import { ProductChecks, ProductChoice, QuantityStepper, Section } from './parts';
import { LineNumbers } from './LineNumbers';
import {
  newNumbers,
  spareNumber,
  voiceBundleRequest,
  withLineNumber,
  type SectionProps,
} from './section-props';
import styles from './CustomizePage.module.css';

type BdvSel = NonNullable<CartSelections['bdv']>;
type Equip = BdvSel['equipment'][number];

/** Desk phone catalogue groups (001 §2 PrdSubCat: desktop, codless, accessories). */
const GROUPS = ['desktop', 'codless', 'accessories'] as const;

/** BDV lines with their subscriber info; IsBDVWAdmin is Y only for the first line and
 * dashes are removed from numbers. */
function bdvLines(
  lines: { tn: string; planId: string; email?: string; moved?: boolean | undefined }[],
  planId: string,
) {
  return lines.map((l, i) => {
    const tn = stripDashes(l.tn);
    return {
      LineNO: i + 1,
      NewTN: tn,
      NewPlanID: l.planId || planId,
      // The customer's own number moved to us.
      KeepTN: l.moved ? YES : NO,
      selected: 'desktop',
      SubscriberInfo: {
        TN: tn,
        SubscriberType: 'desktop',
        Email: l.email ?? '',
        IsBDVWAdmin: i === 0 ? YES : NO,
      },
    };
  });
}

/** EquipMapping: the chosen devices with the line numbers (phones and cordless bases get the
 * numbers), or the NoEquipment placeholder with no TNs when nothing is chosen. */
function equipMapping(
  equipment: readonly Equip[],
  catalogue: readonly CustomizeProduct[],
  tns: readonly string[],
): NonNullable<BdvModelPost['EquipMapping']> {
  const chosen = equipment.filter((e) => e.quantity > 0);
  if (chosen.length === 0) return [{ EqpID: BDV_NO_EQUIPMENT_ID, AddlHandset: 0, TNs: [] }];
  return chosen.map((e) => {
    const sub = catalogue.find((p) => p.PrdID === e.id)?.PrdSubCat;
    return {
      EqpID: e.id,
      AddlHandset: e.addlHandset,
      Quantity: e.quantity,
      TNs: sub === 'accessories' ? [] : tns.map(stripDashes),
    };
  });
}

/** BDV wireless: select lines, equipment, features (one enabled at a time, visiting
 * equipment or features marks it visited) and the optional video-meeting (webex) section. */
export function BdvSection({
  data,
  selections,
  contract,
  actions,
  open,
  onOpenChange,
}: SectionProps) {
  const { t } = useTranslation('customize');
  const info = data.BDVInfo;
  const bdv = selections.bdv;
  const busy = actions.busy !== null;
  const kind = data.Availability.fiber === 'Y' ? 'data' : 'hsi';
  const section = useAppStore((s) => s.bdvSection);
  const visited = useAppStore((s) => s.bdvVisited);
  const setSection = useAppStore((s) => s.setBdvSection);
  const additionalCordless = useAppStore((s) => s.additionalCordless);
  const disableCordlessBase = useAppStore((s) => s.disableCordlessBase);

  const update = (model: BdvModelPost, key: string) =>
    actions.update({ ProductType: 'BDV', BdvModelPost: model }, key);

  const selectPlan = async (plan: CustomizePlan) => {
    if (!bdv) {
      const ok = await actions.selectBundle(
        voiceBundleRequest(selections, 'bdv', kind, plan, contract),
        `bdv:${plan.ProductId}`,
      );
      if (ok) {
        setSection('lines');
        // The bundle call adds BDV with the catalogue's default plan: then the chosen one.
        await update({ BdvBundleSelection: { NewID: plan.ProductId } }, `bdv:${plan.ProductId}`);
      }
    } else {
      await update({ BdvBundleSelection: { NewID: plan.ProductId } }, `bdv:${plan.ProductId}`);
    }
  };

  const setLineCount = async (n: number) => {
    if (!bdv) return;
    const lines = bdv.lines
      .slice(0, n)
      .map((l) => ({ tn: l.tn, planId: l.planId, email: l.email, moved: l.moved }));
    if (n > bdv.lines.length) {
      // The cart holds n numbers in all (001 §7 RequestTNs): new lines take the ones not on a line.
      const held = await actions.requestNumbers(n, selections.internet === null);
      if (!held) return;
      newNumbers(held, lines, n).forEach((tn) =>
        lines.push({ tn, planId: bdv.planId, email: '', moved: false }),
      );
    }
    await update({ BdvPhoneLines: bdvLines(lines, bdv.planId) }, 'bdvLines');
  };

  const keepNumber = (lineNo: number, tn: string) =>
    update(
      { BdvPhoneLines: bdvLines(withLineNumber(bdv?.lines ?? [], lineNo, tn, true), bdv!.planId) },
      'bdvLines',
    );
  const newNumberFor = async (lineNo: number) => {
    if (!bdv) return;
    const held = await actions.requestNumbers(bdv.lines.length, selections.internet === null);
    const tn = held && spareNumber(held, bdv.lines);
    if (tn)
      await update(
        { BdvPhoneLines: bdvLines(withLineNumber(bdv.lines, lineNo, tn, false), bdv.planId) },
        'bdvLines',
      );
  };

  const setEquipment = (product: CustomizeProduct, n: number) => {
    if (!bdv) return;
    const rest = bdv.equipment.filter((e) => e.id !== product.PrdID);
    const next = n > 0 ? [...rest, { id: product.PrdID, quantity: n, addlHandset: 0 }] : rest;
    void update(
      {
        EquipMapping: equipMapping(
          next,
          info.Products.equipment,
          bdv.lines.map((l) => l.tn),
        ),
      },
      'bdvEquipment',
    );
  };

  const maxFor = (p: CustomizeProduct, current: number) => {
    const max = p.MaxQuantity || 24;
    const isAdditional = /additional/i.test(p.PrdName);
    // Cart load rules: an additional handset needs a cordless base in the cart; a cart
    // with an additional handset disables adding another base.
    if (p.PrdSubCat === 'codless' && isAdditional && !additionalCordless) return current;
    if (p.PrdSubCat === 'codless' && !isAdditional && disableCordlessBase) return current;
    return max;
  };

  const go = (s: 'lines' | 'equipment' | 'features') => setSection(s);
  const equipmentQty = (id: string) => bdv?.equipment.find((e) => e.id === id)?.quantity ?? 0;

  return (
    <Section id="bdv" title={t('sections.bdv')} expanded={open} onExpandedChange={onOpenChange}>
      <h3>{t('bdv.plan')}</h3>
      <PlanTiles
        plans={info.Plans}
        contract={contract}
        selectedId={bdv?.planId ?? ''}
        jointOffer={data.jointOfferAvailResponse}
        onSelect={(p) => void selectPlan(p)}
        disabled={busy}
      />
      {bdv && (
        <div className={styles.subsections}>
          {/* Why the other steps' buttons are disabled (issue 10 §6). */}
          <p id="bdv-steps-hint" className={styles.fine}>
            {t('bdv.stepsHint')}
          </p>
          <Section
            id="bdv-lines"
            level={3}
            title={t('bdv.lines')}
            expanded={section === 'lines'}
            disabled={section !== 'lines'}
            onExpandedChange={() => undefined}
            disabledReasonId="bdv-steps-hint"
          >
            <QuantityStepper
              label={t('bdv.lineCount')}
              value={bdv.lines.length}
              min={1}
              max={info.Plans.find((p) => p.ProductId === bdv.planId)?.MaxLines || 24}
              disabled={busy}
              onChange={(n) => void setLineCount(n)}
            />
            <LineNumbers
              lines={bdv.lines}
              idPrefix="bdv"
              busy={busy}
              note={(l) =>
                bdv.lines.find((x) => x.lineNo === l.lineNo)?.isAdmin === YES &&
                ` ${t('bdv.admin')}`
              }
              onKeep={keepNumber}
              onNewNumber={newNumberFor}
            />
            <Button className="btn btn-primary" onPress={() => go('equipment')}>
              {t('bdv.toEquipment')}
            </Button>
          </Section>
          <Section
            id="bdv-equipment"
            level={3}
            title={t('bdv.equipment')}
            badge={visited.equipment ? t('bdv.visited') : undefined}
            expanded={section === 'equipment'}
            disabled={section !== 'equipment'}
            onExpandedChange={() => undefined}
            disabledReasonId="bdv-steps-hint"
          >
            {GROUPS.map((group) => {
              const items = info.Products.equipment.filter((p) => p.PrdSubCat === group);
              if (items.length === 0) return null;
              return (
                <div key={group} className={styles.group}>
                  <h4>{t(`bdv.groups.${group}`)}</h4>
                  <ul className={styles.catalogue}>
                    {items.map((p) => (
                      <li key={p.PrdID} className={styles.device}>
                        {p.Image && (
                          <img
                            src={`${appConfig.apiBase}/${p.Image}`}
                            alt=""
                            width={64}
                            height={64}
                          />
                        )}
                        <div>
                          <strong>{p.PrdName}</strong>
                          <span className={styles.price}>
                            {' '}
                            {t('phone.each', { price: eachMonthly(p) })}
                          </span>
                          {p.Features.length > 0 && (
                            <ul className={styles.features}>
                              {p.Features.map((f) => (
                                <li key={f}>{f}</li>
                              ))}
                            </ul>
                          )}
                          <QuantityStepper
                            label={p.PrdName}
                            value={equipmentQty(p.PrdID)}
                            max={maxFor(p, equipmentQty(p.PrdID))}
                            disabled={busy}
                            onChange={(n) => setEquipment(p, n)}
                          />
                        </div>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
            <div className={styles.row}>
              <Button className="btn btn-secondary" onPress={() => go('lines')}>
                {t('bdv.toLines')}
              </Button>
              <Button className="btn btn-primary" onPress={() => go('features')}>
                {t('bdv.toFeatures')}
              </Button>
            </div>
          </Section>
          <Section
            id="bdv-features"
            level={3}
            title={t('bdv.features')}
            badge={visited.features ? t('bdv.visited') : undefined}
            expanded={section === 'features'}
            disabled={section !== 'features'}
            onExpandedChange={() => undefined}
            disabledReasonId="bdv-steps-hint"
          >
            <ProductChecks
              label={t('bdv.featureList')}
              products={info.Products.features}
              values={bdv.featureIds}
              disabled={busy}
              onChange={(ids) => void update({ BdvFeatures: ids }, 'bdvFeatures')}
            />
            {info.Products.faxLine[0] && (
              <QuantityStepper
                label={t('phone.faxLines')}
                value={bdv.faxLines}
                max={info.Products.faxLine[0].MaxQuantity || 5}
                disabled={busy}
                onChange={(n) => void update({ FaxLines: n }, 'bdvFax')}
              />
            )}
            <ProductChoice
              label={t('phone.directoryListing')}
              products={info.Products.directoryListing}
              value={bdv.directoryListingId}
              noneLabel={t('none')}
              disabled={busy}
              onChange={(id) => void update({ BdvDirListing: { NewID: id } }, 'bdvListing')}
            />
            <ProductChoice
              label={t('phone.maintenance')}
              products={info.Products.maintenance}
              value={bdv.maintenanceId}
              noneLabel={t('none')}
              disabled={busy}
              onChange={(id) => void update({ BdvMaintenance: { NewID: id } }, 'bdvMaintenance')}
            />
            <Button className="btn btn-secondary" onPress={() => go('equipment')}>
              {t('bdv.toEquipment')}
            </Button>
          </Section>
          {info.Products.videoMeeting.length > 0 && (
            <div className={styles.group}>
              <ProductChoice
                label={t('bdv.webex')}
                products={info.Products.videoMeeting}
                value={bdv.videoMeeting?.id ?? ''}
                noneLabel={t('bdv.webexNone')}
                disabled={busy}
                onChange={(id) =>
                  void update(
                    {
                      Webex: {
                        NewID: id,
                        NumberOfLicenses: id ? Math.max(1, bdv.videoMeeting?.licenses ?? 1) : 0,
                      },
                    },
                    'webex',
                  )
                }
              />
              {bdv.videoMeeting && (
                <QuantityStepper
                  label={t('internet.licenses')}
                  value={bdv.videoMeeting.licenses}
                  min={1}
                  max={500}
                  disabled={busy}
                  onChange={(n) =>
                    void update(
                      { Webex: { NewID: bdv.videoMeeting!.id, NumberOfLicenses: n } },
                      'webex',
                    )
                  }
                />
              )}
            </div>
          )}
        </div>
      )}
    </Section>
  );
}
