import { useCallback, useState } from 'react';
import { ExpiredLink } from './ExpiredLink';
import { storeValidation, type SavedCartLink } from './gate-storage';
import { GateScreen } from './GateScreen';
import { Retrieval } from './Retrieval';

interface SavedCartFlowProps {
  link: SavedCartLink;
  /** Start at the gate (002 §4 conditions), else go straight to retrieval. */
  startAtGate: boolean;
}

type Phase = 'gate' | 'retrieval' | 'expired';

/** A saved-cart link: the gate when it applies, then the retrieval and its redirect. */
export function SavedCartFlow({ link, startAtGate }: SavedCartFlowProps) {
  const [phase, setPhase] = useState<Phase>(startAtGate ? 'gate' : 'retrieval');
  const onVerified = useCallback(() => {
    storeValidation(link.cartId);
    setPhase('retrieval');
  }, [link.cartId]);
  const onExpired = useCallback(() => setPhase('expired'), []);
  const onNeedsGate = useCallback(() => setPhase('gate'), []);

  if (phase === 'expired') return <ExpiredLink />;
  if (phase === 'gate')
    return <GateScreen cartId={link.cartId} onVerified={onVerified} onExpired={onExpired} />;
  return <Retrieval link={link} onNeedsGate={onNeedsGate} onExpired={onExpired} />;
}
