import type { z } from 'zod';
import type { sendOtpResponse, verifyOtpResponse } from '@bizline/domain/wire/checkout';
import { CHECKOUT_CALLS } from '@bizline/domain/wire/checkout/calls';
import { api } from '../../../shared/api/client';

export type SendOtpAnswer = z.infer<typeof sendOtpResponse>;
export type VerifyOtpAnswer = z.infer<typeof verifyOtpResponse>;

/** POST Checkout/SendOTPSMS: text a passcode to smsNumber (digits, dashes stripped). */
export function postSendOtp(smsNumber: string): Promise<SendOtpAnswer> {
  return api.call(CHECKOUT_CALLS.sendOtp, { smsNumber });
}

/** POST Checkout/VerifyOTPSMS with the 6-digit OTPPin. */
export function postVerifyOtp(OTPPin: string): Promise<VerifyOtpAnswer> {
  return api.call(CHECKOUT_CALLS.verifyOtp, { OTPPin });
}
