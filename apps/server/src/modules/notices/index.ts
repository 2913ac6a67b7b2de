/**
 * The notices module's public face: the customer's text consent, the installation reminders,
 * and the inbound STOP/START (docs/notices.md).
 */
export { recordCheckoutConsent, setSmsConsent, smsConsentOf } from './consent';
export { smsConsentWording } from './messages';
export { dropReminders, planReminders, reminderHandlers, type ReminderOrder } from './reminders';
export { noticeRoutes } from './routes';
