import type { z } from 'zod';
import type {
  CHECKOUT_CALLS,
  sendOtpResponse,
  verifyOtpResponse,
} from '@bizline/domain/wire/checkout';
import { api } from '../../../shared/api/client';

const SEND: (typeof CHECKOUT_CALLS)['sendOtp']['path'] = 'Checkout/SendOTPSMS';
const VERIFY: (typeof CHECKOUT_CALLS)['verifyOtp']['path'] = 'Checkout/VerifyOTPSMS';

export type SendOtpAnswer = z.infer<typeof sendOtpResponse>;
export type VerifyOtpAnswer = z.infer<typeof verifyOtpResponse>;

/** POST Checkout/SendOTPSMS: text a passcode to smsNumber (digits, dashes stripped). */
export function postSendOtp(smsNumber: string): Promise<SendOtpAnswer> {
  return api.post<SendOtpAnswer>(SEND, { smsNumber });
}

/** POST Checkout/VerifyOTPSMS with the 6-digit OTPPin. */
export function postVerifyOtp(OTPPin: string): Promise<VerifyOtpAnswer> {
  return api.post<VerifyOtpAnswer>(VERIFY, { OTPPin });
}
