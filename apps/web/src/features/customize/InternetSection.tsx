import {
  ANALYTICS_EVENTS,
  DEFAULT_OLD_IDS,
  STATIC_IP_PRODUCTS,
  VIDEO_MEETING_LICENSES,
} from '@bizline/domain/constants';
import type { CustomizePlan, DataModelPost } from '@bizline/domain/wire/cart';
import { pushPageData } from '../../shared/analytics/analytics';
import { BusinessListingForm, TechTeamForm } from './forms';
import { PlanTiles, RouterTile, type RouterItem } from './PlanTile';
import { ProductChoice, QuantityStepper, Section, VideoMeetingChoice, productPrice } from './parts';
import {
  addServiceRequest,
  internetKind,
  useSectionCopy,
  type SectionProps,
} from './section-props';
import styles from './CustomizePage.module.css';

interface Props extends Omit<SectionProps, 'open' | 'onOpenChange'> {
  openInternet: boolean;
  openExtras: boolean;
  onOpen: (id: 'internet' | 'internetExtras', open: boolean) => void;
}

type VasCategory = 'TechTeam' | 'CloudStorage' | 'PremiumSupport' | 'LocalListing';

/** Internet (speed, security and storage) and Internet extras (IP type, router, extender,
 * additional router, installation) of 001 §2. */
export function InternetSections({
  data,
  selections,
  contract,
  actions,
  openInternet,
  openExtras,
  onOpen,
}: Props) {
  const { t, busy } = useSectionCopy({ actions });
  const kind = internetKind(data);
  const info = kind === 'data' ? data.DataInfo : data.HSIBundleInfo;
  const internet = selections.internet;

  const update = (model: DataModelPost, key: string) =>
    actions.update(
      kind === 'data'
        ? { ProductType: 'FIOSDATA', fiOSDataModelPost: model }
        : { ProductType: 'HSIDATA', hsiDataModelPost: model },
      key,
    );

  const selectPlan = async (plan: CustomizePlan) => {
    if (!internet) {
      await actions.selectBundle(
        addServiceRequest({ data, selections, contract }, 'internet', plan),
        `plan:${plan.ProductId}`,
      );
    } else {
      await update({ DataPlanSelection: { NewID: plan.ProductId } }, `plan:${plan.ProductId}`);
    }
  };

  // The section stays open with the other extras in view; the chosen tile takes the focus
  // (RouterTile).
  const selectRouter = (router: RouterItem) =>
    update(
      {
        RouterSelection: {
          OldID: internet?.routerId || DEFAULT_OLD_IDS.dataRouter,
          NewID: router.PrdID,
        },
      },
      `router:${router.PrdID}`,
    );

  const vas = (category: VasCategory, id: string): DataModelPost['SelectedVASPlans'] => {
    const current: Record<VasCategory, string> = {
      TechTeam: internet?.techTeamId ?? '',
      CloudStorage: internet?.cloudStorageId ?? '',
      PremiumSupport: internet?.premiumSupportId ?? '',
      LocalListing: internet?.localListingId ?? '',
      [category]: id,
    };
    return (Object.entries(current) as [VasCategory, string][])
      .filter(([, v]) => v !== '')
      .map(([PkgID, PPPID]) => ({ PkgID, PPPID }));
  };

  const staticIds = info.Products.staticIp
    .filter((p) => STATIC_IP_PRODUCTS.some((name) => p.PrdName.includes(name)))
    .map((p) => p.PrdID);
  const selectedRouter = info.Routers.find((r) => r.PrdID === internet?.routerId);
  const qty = (list: { id: string; quantity: number }[] | undefined, id: string) =>
    list?.find((x) => x.id === id)?.quantity ?? 0;
  const setQty = (list: { id: string; quantity: number }[] | undefined, id: string, n: number) => {
    const rest = (list ?? []).filter((x) => x.id !== id && x.quantity > 0);
    return [
      ...rest.map((x) => ({ PrdID: x.id, Quantity: x.quantity })),
      ...(n > 0 ? [{ PrdID: id, Quantity: n }] : []),
    ];
  };
  const techTeam = info.Products.techTeam[0];
  const localListing = info.Products.localListing[0];

  return (
    <>
      <Section
        id="internet"
        title={t('sections.internet')}
        hint={t('sectionHints.internet')}
        expanded={openInternet}
        onExpandedChange={(o) => onOpen('internet', o)}
      >
        <PlanTiles
          heading={t('internet.speed')}
          plans={info.Plans}
          selectedId={internet?.planId}
          section={{ data, contract, actions }}
          onSelect={selectPlan}
        />
        {internet && (
          <>
            <h3>{t('internet.securityStorage')}</h3>
            <ProductChoice
              label={t('internet.cloudStorage')}
              products={info.Products.cloudStorage}
              value={internet.cloudStorageId}
              noneLabel={t('none')}
              disabled={busy}
              onChange={(id) => void update({ SelectedVASPlans: vas('CloudStorage', id) }, 'cloud')}
            />
            <ProductChoice
              label={t('internet.premiumSupport')}
              products={info.Products.premiumSupport}
              value={internet.premiumSupportId}
              noneLabel={t('none')}
              disabled={busy}
              onChange={(id) =>
                void update({ SelectedVASPlans: vas('PremiumSupport', id) }, 'support')
              }
            />
            <ProductChoice
              label={t('internet.techTeam')}
              products={info.Products.techTeam}
              value={internet.techTeamId}
              noneLabel={t('none')}
              disabled={busy}
              onChange={(id) => {
                if (id)
                  pushPageData({
                    pageName: 'customize-order',
                    events: [ANALYTICS_EVENTS.techTeamSelection],
                  });
                void update({ SelectedVASPlans: vas('TechTeam', id) }, 'techTeam');
              }}
            />
            {techTeam && internet.techTeamId && (
              <TechTeamForm
                productId={internet.techTeamId}
                submitted={internet.techTeamUser !== null}
                onSubmitted={() => void actions.reload()}
              />
            )}
            <ProductChoice
              label={t('internet.localListing')}
              products={info.Products.localListing}
              value={internet.localListingId}
              noneLabel={t('none')}
              disabled={busy}
              onChange={(id) =>
                void update({ SelectedVASPlans: vas('LocalListing', id) }, 'listing')
              }
            />
            {localListing && internet.localListingId && (
              <BusinessListingForm
                added={internet.businessListing !== null}
                onAdd={(listing) =>
                  update(
                    {
                      SelectedVASPlans: vas('LocalListing', internet.localListingId),
                      BusinessListing: listing,
                    },
                    'listing',
                  )
                }
              />
            )}
            <VideoMeetingChoice
              label={t('internet.videoMeeting')}
              noneLabel={VIDEO_MEETING_LICENSES[2].label}
              products={info.Products.videoMeeting}
              current={internet.videoMeeting}
              disabled={busy}
              onSave={(id, n) =>
                void update(
                  {
                    SelectedPPS: id
                      ? [{ PrdCat: 'VideoMeeting', PkgID: '', PPPID: id, Quantity: n }]
                      : [],
                  },
                  'video',
                )
              }
            />
          </>
        )}
      </Section>
      {internet && (
        <Section
          id="internetExtras"
          title={t('sections.internetExtras')}
          hint={t('sectionHints.internetExtras')}
          expanded={openExtras}
          onExpandedChange={(o) => onOpen('internetExtras', o)}
        >
          <ProductChoice
            label={t('extras.ipType')}
            products={info.Products.staticIp.filter((p) => staticIds.includes(p.PrdID))}
            value={internet.staticIpId}
            noneLabel={t('extras.dynamic')}
            disabled={busy}
            onChange={(id) => void update({ DataSelection: { NewID: id } }, 'ip')}
          />
          <h3 id="routers-heading">{t('extras.router')}</h3>
          <ul className={styles.tiles} aria-labelledby="routers-heading">
            {info.Routers.map((r) => (
              <RouterTile
                key={r.PrdID}
                router={r}
                selectedId={internet.routerId}
                disabled={busy}
                onSelect={(router) => void selectRouter(router)}
              />
            ))}
          </ul>
          {selectedRouter?.RouterType === 'own' && (
            <p className={styles.done}>{t('router.ownNote')}</p>
          )}
          {info.Products.extenders.map((p) => (
            <QuantityStepper
              key={p.PrdID}
              label={`${p.PrdName} (${t('extras.each', { price: productPrice(p) })})`}
              value={qty(internet.extenders, p.PrdID)}
              max={p.MaxQuantity || 5}
              disabled={busy}
              onChange={(n) =>
                void update(
                  { ExtenderSelection: setQty(internet.extenders, p.PrdID, n) },
                  'extender',
                )
              }
            />
          ))}
          {info.Products.additionalRouters.map((p) => (
            <QuantityStepper
              key={p.PrdID}
              label={`${p.PrdName} (${t('extras.each', { price: productPrice(p) })})`}
              value={qty(internet.additionalRouters, p.PrdID)}
              max={p.MaxQuantity || 5}
              disabled={busy}
              onChange={(n) =>
                void update(
                  { AddlRouterSelection: setQty(internet.additionalRouters, p.PrdID, n) },
                  'addlRouter',
                )
              }
            />
          ))}
          <ProductChoice
            label={t('extras.installation')}
            products={info.Products.installation}
            value={internet.installationId}
            disabled={busy}
            onChange={(id) => void update({ InstallationSelection: { NewID: id } }, 'install')}
          />
        </Section>
      )}
    </>
  );
}
