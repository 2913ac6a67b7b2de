import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { BDV_NO_EQUIPMENT_ID, NO, YES } from '@bizline/domain/constants';
import { stripDashes } from '@bizline/domain/format';
import type { BdvModelPost, CartSelections, CustomizeProduct } from '@bizline/domain/wire/cart';
import { useAppStore } from '../../shared/store/app-store';
import { appConfig } from '../../shared/config';
import { PlanSection } from './PlanTile';
import { eachMonthly } from './PhoneSection';
import { ProductChecks, QuantityStepper, Section, VideoMeetingChoice } from './parts';
import { useService, type SectionProps } from './section-props';
import { chooseVoicePlan, VoiceChoice, VoiceLines, type EditedLine } from './voice-lines';
import styles from './CustomizePage.module.css';

type BdvSel = NonNullable<CartSelections['bdv']>;
type Equip = BdvSel['equipment'][number];

/** Desk phone catalogue groups (001 §2 PrdSubCat: desktop, codless, accessories). */
const GROUPS = ['desktop', 'codless', 'accessories'] as const;

/** BDV lines with their subscriber info; IsBDVWAdmin is Y only for the first line and
 * dashes are removed from numbers. */
function bdvLines(lines: readonly EditedLine[], planId: string) {
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

type Step = 'lines' | 'equipment' | 'features';

/** A BDV step: open only while it is the current one; the others' buttons are disabled, the
 * hint above them says why. */
function BdvStep({
  step,
  current,
  visited,
  children,
}: {
  step: Step;
  current: Step;
  visited?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('customize');
  return (
    <Section
      id={`bdv-${step}`}
      level={3}
      title={t(`bdv.${step}`)}
      badge={visited ? t('bdv.visited') : undefined}
      expanded={current === step}
      disabled={current !== step}
      onExpandedChange={() => undefined}
      disabledReasonId="bdv-steps-hint"
    >
      {children}
    </Section>
  );
}

/** BDV's product choices: the model field that saves each pick and its busy key. */
const BDV_CHOICES = {
  directoryListing: ['BdvDirListing', 'bdvListing'],
  maintenance: ['BdvMaintenance', 'bdvMaintenance'],
} as const satisfies Record<string, readonly [keyof BdvModelPost, string]>;

/** BDV wireless: select lines, equipment, features (one enabled at a time, visiting
 * equipment or features marks it visited) and the optional video-meeting (webex) section. */
export function BdvSection(props: SectionProps) {
  const { t, busy, info, sel: bdv } = useService(props, 'bdv');
  const section = useAppStore((s) => s.bdvSection);
  const visited = useAppStore((s) => s.bdvVisited);
  const setSection = useAppStore((s) => s.setBdvSection);
  const additionalCordless = useAppStore((s) => s.additionalCordless);
  const disableCordlessBase = useAppStore((s) => s.disableCordlessBase);

  const update = (model: BdvModelPost, key: string) =>
    props.actions.update({ ProductType: 'BDV', BdvModelPost: model }, key);

  const saveLines = (lines: EditedLine[]) =>
    update({ BdvPhoneLines: bdvLines(lines, bdv!.planId) }, 'bdvLines');

  const choice = {
    products: info.Products,
    busy,
    onChange: (name: 'directoryListing' | 'maintenance', id: string) => {
      const [field, key] = BDV_CHOICES[name];
      void update({ [field]: { NewID: id } }, key);
    },
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

  const go = (s: Step) => setSection(s);
  const equipmentQty = (id: string) => bdv?.equipment.find((e) => e.id === id)?.quantity ?? 0;

  return (
    <PlanSection
      id="bdv"
      section={props}
      onSelect={(plan) =>
        chooseVoicePlan(
          props,
          'bdv',
          plan,
          (key) => update({ BdvBundleSelection: { NewID: plan.ProductId } }, key),
          // The bundle call adds BDV with the catalogue's default plan: then the chosen one.
          () => setSection('lines'),
        )
      }
    >
      {bdv && (
        <div className={styles.subsections}>
          {/* Why the other steps' buttons are disabled (issue 10 §6). */}
          <p id="bdv-steps-hint" className={styles.fine}>
            {t('bdv.stepsHint')}
          </p>
          <BdvStep step="lines" current={section}>
            <VoiceLines
              service="bdv"
              section={props}
              note={(l) =>
                bdv.lines.find((x) => x.lineNo === l.lineNo)?.isAdmin === YES &&
                ` ${t('bdv.admin')}`
              }
              save={saveLines}
            />
            <Button className="btn btn-primary" onPress={() => go('equipment')}>
              {t('bdv.toEquipment')}
            </Button>
          </BdvStep>
          <BdvStep step="equipment" current={section} visited={visited.equipment}>
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
          </BdvStep>
          <BdvStep step="features" current={section} visited={visited.features}>
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
            <VoiceChoice name="directoryListing" selected={bdv} {...choice} />
            <VoiceChoice name="maintenance" selected={bdv} {...choice} />
            <Button className="btn btn-secondary" onPress={() => go('equipment')}>
              {t('bdv.toEquipment')}
            </Button>
          </BdvStep>
          {info.Products.videoMeeting.length > 0 && (
            <div className={styles.group}>
              <VideoMeetingChoice
                label={t('bdv.webex')}
                noneLabel={t('bdv.webexNone')}
                products={info.Products.videoMeeting}
                current={bdv.videoMeeting}
                disabled={busy}
                onSave={(id, n) =>
                  void update({ Webex: { NewID: id, NumberOfLicenses: id ? n : 0 } }, 'webex')
                }
              />
            </div>
          )}
        </div>
      )}
    </PlanSection>
  );
}
