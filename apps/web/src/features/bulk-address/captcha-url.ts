import { ENTRY_CALLS } from '@bizline/domain/wire/entry/calls';
import { api } from '../../shared/api/client';

/** GET Captcha/Challenge, fetched by the altcha widget itself. */
export const captchaChallengeUrl = (): string => api.url(ENTRY_CALLS.captchaChallenge.path);
