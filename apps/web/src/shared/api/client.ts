/**
 * The app's HTTP client: the API base from the runtime config and the cart id from the store.
 * Feature API files import `api` from here (one file per call: fetcher, query options, hook).
 */
import { appConfig } from '../config';
import { useAppStore } from '../store/app-store';
import { createHttpClient } from './http-client';

export const api = createHttpClient({
  apiBase: appConfig.apiBase,
  getCartId: () => useAppStore.getState().cartId,
});
