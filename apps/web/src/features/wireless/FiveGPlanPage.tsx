import { useAppStore } from '../../shared/store/app-store';
import { choosePlanList, type PlanListChoice } from '../../shared/wireless/plan-list';
import { WirelessPlanList } from '../../shared/wireless/WirelessPlanList';
import { trackWirelessOrderNow } from './order-now';
import { useMultipleAddresses } from './use-multiple-addresses';
import { WirelessPlanPage } from './WirelessPlanPage';

type Variant = '5g' | 'cband';

/**
 * Without a qualification in this session the page shows what its path promises: /5g-plan the
 * 5G-only list with the 5G-qualified flag, /cband-plan the C-band list without it.
 */
const DEFAULT_CHOICE: Record<Variant, PlanListChoice> = {
  '5g': { kind: '5g', labels: 'fiveGOnly', fiveGQualified: true },
  cband: { kind: '5g', labels: 'cband', fiveGQualified: false },
};

/** The list for the last availability response: Qualified is the 5G flag, QualifiedCBand the
 * C-band flag. */
export function fiveGChoice(
  variant: Variant,
  flags: { Qualified: string; QualifiedCBand: string } | null,
): PlanListChoice {
  const choice = flags
    ? choosePlanList({ Qualified5G: flags.Qualified, QualifiedCBand: flags.QualifiedCBand })
    : null;
  return choice && choice.kind === '5g' ? choice : DEFAULT_CHOICE[variant];
}

function FiveGPlans({ variant }: { variant: Variant }) {
  const collapsible = useMultipleAddresses();
  const qualified = useAppStore((s) => s.availability?.Qualified);
  const cband = useAppStore((s) => s.availability?.QualifiedCBand);
  const choice = fiveGChoice(
    variant,
    qualified && cband ? { Qualified: qualified, QualifiedCBand: cband } : null,
  );
  const page = variant === 'cband' ? '/cband-plan' : '/5g-plan';
  return (
    <WirelessPlanPage
      copy="fiveG"
      onOrderNow={() => trackWirelessOrderNow(page, variant === 'cband' ? 'C-band' : '5G')}
    >
      <WirelessPlanList choice={choice} collapsible={collapsible} />
    </WirelessPlanPage>
  );
}

/** /5g-plan (000 §2 screen 10). */
export function FiveGPlanPage() {
  return <FiveGPlans variant="5g" />;
}

/** /cband-plan (000 §2 screen 10, C-band). */
export function CbandPlanPage() {
  return <FiveGPlans variant="cband" />;
}
