import { ANALYTICS_EVENTS } from '@bizline/domain/constants';
import { logEvent, pushPageData } from '../../shared/analytics/analytics';

/** The wireless order-now click: pushed to the tag manager and the UI event log. */
export function trackWirelessOrderNow(page: string, plan: string): void {
  pushPageData({
    pageName: page,
    events: [ANALYTICS_EVENTS.wirelessOrderNowClick],
    wirelessPlan: plan,
  });
  void logEvent({
    eventType: 'Click',
    eventName: ANALYTICS_EVENTS.wirelessOrderNowClick,
    sectionName: 'wireless',
    logs: { plan },
  });
}
