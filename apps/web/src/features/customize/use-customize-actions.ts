import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { bundlePtypeOf, servicesOf } from '@bizline/domain/cart/services';
import { YES } from '@bizline/domain/constants';
import { lostBusinessPath } from '@bizline/domain/routes';
import { contractFromLabel, isOrderUpdateSuccess } from '@bizline/domain/validators/forms-001';
import type {
  CartSelections,
  SelectedBundleInfoRequest,
  UpdateCartRequest,
} from '@bizline/domain/wire/cart';
import {
  CUSTOMIZE_PRODUCTS_KEY,
  putCartViews,
  type ChangedCartViews,
} from '../../shared/cart/cart-views';
import { CART_CALLS } from '@bizline/domain/wire/cart/calls';
import { placedOrderOf } from '../../shared/api/api-error';
import { api } from '../../shared/api/client';
import { postUpdateCart } from '../../shared/cart/update-cart';
import { useAppStore } from '../../shared/store/app-store';
import { postSelectedBundleInfo } from './api/post-selected-bundle-info';
import { reloadPage } from './reload-page';

type Busy = string | null;

/**
 * Every change the customise page makes: bundle selection (GetSelectedBundleInfo) and cart
 * updates (PrdConfig/UpdateCart). Each change answers the cart views it made (floating cart,
 * cart details, plan data), which go straight into the cache: one request per change, and every
 * price on screen is the server's.
 */
export function useCustomizeActions(selections: CartSelections | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);

  /** After a change: the cart views it answered into the cache (refetched when it has none). */
  const reload = useCallback(
    (answer?: ChangedCartViews) => putCartViews(queryClient, answer),
    [queryClient],
  );

  const fallback = useCallback(
    (code: string, error?: unknown) => {
      const st = useAppStore.getState();
      // The cart's order is placed: the page shows that order instead.
      const orderNo = placedOrderOf(error);
      if (orderNo) {
        setBusy(null);
        st.showPlacedOrder(orderNo);
        return;
      }
      setBusy(null);
      void navigate(lostBusinessPath(code));
    },
    [navigate],
  );

  /** A generic failure: the global error notice, spinner cleared. */
  const failed = useCallback((error: unknown) => {
    setBusy(null);
    const orderNo = placedOrderOf(error);
    if (orderNo) {
      useAppStore.getState().showPlacedOrder(orderNo);
      return;
    }
    const message = error instanceof Error ? error.message : null;
    useAppStore.getState().showGlobalError(message);
  }, []);

  /** POST GetSelectedBundleInfo and apply the 001 §4 "Bundle-info answers" rules. */
  const selectBundle = useCallback(
    async (request: SelectedBundleInfoRequest, key: string): Promise<boolean> => {
      setBusy(key);
      try {
        const answer = await postSelectedBundleInfo(request);
        if (answer.data !== 'SUCCESS') {
          fallback('NTE_PS_GETSELECTEDBUNDLEINFO');
          return false;
        }
        const st = useAppStore.getState();
        const needsNumbers = request.ptype === 'bdv' || request.ptype === 'phone';
        if (needsNumbers && answer.TNList.TNObject.length === 0) {
          if (answer.EnabledFIOSBDVFailed === YES) {
            // Fall back to the stand-alone fiber flow and reload the page.
            st.setBdvFailedFallback(YES);
            if (request.planId)
              await postSelectedBundleInfo({
                ptype: 'data',
                planId: request.planId,
                ...(request.contract ? { contract: request.contract } : {}),
              });
            reloadPage();
            return false;
          }
          fallback(
            request.ptype === 'bdv' ? 'NTE_OLQ_BTNEmpty' : 'NTE_PS_GETPREFEREDVOICE_BTNEmpty',
          );
          return false;
        }
        st.setServicesInCart(answer.ServicesInCart);
        await reload(answer);
        setBusy(null);
        return true;
      } catch (error) {
        fallback('NTE_PS_GETSELECTEDBUNDLEINFO', error);
        return false;
      }
    },
    [fallback, reload],
  );

  /** POST PrdConfig/UpdateCart; a non-SUCCESS Status shows the global error (postUpdateCart). */
  const update = useCallback(
    async (body: UpdateCartRequest, key: string): Promise<boolean> => {
      setBusy(key);
      try {
        const answer = await postUpdateCart(body);
        if (!isOrderUpdateSuccess(answer)) {
          setBusy(null);
          return false;
        }
        if (answer.ServicesInCart !== undefined)
          useAppStore.getState().setServicesInCart(answer.ServicesInCart);
        await reload(answer);
        setBusy(null);
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    [failed, reload],
  );

  /** Numbers for new lines: RequestTNs, or GetSABDVNumbers for stand-alone BDV. */
  const requestNumbers = useCallback(
    async (count: number, standaloneBdv: boolean): Promise<string[] | null> => {
      const code = standaloneBdv ? 'NTE_PS_GetSABDV' : 'NTE_PS_RequestTNFailure';
      try {
        const answer = standaloneBdv
          ? await api.call(CART_CALLS.standaloneBdvNumbers, { tnCount: count })
          : await api.call(CART_CALLS.requestTns, { tnCount: count });
        const tns = answer.TNList?.TNObject?.map((o) => o.TN) ?? [];
        if (answer.APIstatus !== 'Success' || tns.length < count) {
          fallback(code);
          return null;
        }
        return tns.slice(0, count);
      } catch (error) {
        fallback(code, error);
        return null;
      }
    },
    [fallback],
  );

  /** Contract switch: re-select the matching bundle with the new contract, then reload
   * the plan data and the cart. */
  const switchContract = useCallback(
    async (label: string) => {
      const st = useAppStore.getState();
      st.setContractLabel(label);
      const contract = contractFromLabel(label);
      const services = selections?.services || st.servicesInCart;
      // The bundle kind of the current combination, re-selected under the new contract.
      const ptype = bundlePtypeOf(servicesOf(services));
      if (!ptype) {
        await queryClient.invalidateQueries({ queryKey: CUSTOMIZE_PRODUCTS_KEY });
        return;
      }
      const lines = selections?.bdv?.lines.length || selections?.phone?.lines.length || undefined;
      await selectBundle(
        {
          ptype,
          contract,
          ...(selections?.bundleId ? { bundleID: selections.bundleId } : {}),
          ...(selections?.internet?.planId ? { planId: selections.internet.planId } : {}),
          ...(selections?.tv?.planId ? { tvID: selections.tv.planId } : {}),
          ...(lines ? { nLines: lines } : {}),
        },
        'contract',
      );
    },
    [queryClient, selectBundle, selections],
  );

  return { busy, selectBundle, update, requestNumbers, switchContract, reload };
}
