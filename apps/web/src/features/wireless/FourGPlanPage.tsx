import { useState } from 'react';
import { WirelessPlanList } from '../../shared/wireless/WirelessPlanList';
import { trackWirelessOrderNow } from './order-now';
import { useMultipleAddresses } from './use-multiple-addresses';
import { WirelessPlanPage } from './WirelessPlanPage';

/** /4g-plan (000 §2 screen 9): 4G LTE qualifies, 5G does not; three radio cards. */
export function FourGPlanPage() {
  const collapsible = useMultipleAddresses();
  const [speed, setSpeed] = useState<number | null>(null);
  return (
    <WirelessPlanPage
      copy="fourG"
      onOrderNow={() => trackWirelessOrderNow('/4g-plan', speed ? `4G ${speed} Mbps` : '4G')}
    >
      <WirelessPlanList
        choice={{ kind: '4g' }}
        collapsible={collapsible}
        selected={speed}
        onSelect={setSpeed}
      />
    </WirelessPlanPage>
  );
}
