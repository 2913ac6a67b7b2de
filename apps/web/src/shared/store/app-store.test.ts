import { beforeEach, describe, expect, it } from 'vitest';
import { STORE_KEY, STORE_VERSION, useAppStore } from './app-store';

function stored(): Record<string, unknown> {
  const raw = sessionStorage.getItem(STORE_KEY);
  return raw ? ((JSON.parse(raw) as { state: Record<string, unknown> }).state ?? {}) : {};
}

describe('app store', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
  });

  it('persists to sessionStorage, except the quote-checkout slice and the error bar', () => {
    const s = useAppStore.getState();
    s.setCartId('EP-1');
    s.setSavedCartError(true);
    s.setQuoteNumber('Q-77');
    s.showGlobalError('Server says no');
    const state = stored();
    expect(state).toMatchObject({ cartId: 'EP-1', savedCartError: true });
    expect(typeof state.visitId).toBe('string');
    expect(state).not.toHaveProperty('quoteNumber');
    expect(state).not.toHaveProperty('globalError');
    expect(Object.values(state).some((v) => typeof v === 'function')).toBe(false);
  });

  it('rehydrates what a reload finds in sessionStorage', async () => {
    sessionStorage.setItem(
      STORE_KEY,
      JSON.stringify({
        state: { cartId: 'EP-9', savedCartError: false, visitId: 'v-1' },
        version: STORE_VERSION,
      }),
    );
    await useAppStore.persist.rehydrate();
    const s = useAppStore.getState();
    expect(s.cartId).toBe('EP-9');
    expect(s.visitId).toBe('v-1');
    expect(s.quoteNumber).toBeNull();
  });

  it('clearAll wipes every slice, persisted or not, and starts a new visit id', () => {
    const before = useAppStore.getState().visitId;
    const s = useAppStore.getState();
    s.setCartId('EP-1');
    s.setSavedCartError(true);
    s.setQuoteNumber('Q-1');
    s.showGlobalError();
    s.clearAll();
    const after = useAppStore.getState();
    expect(after).toMatchObject({
      cartId: null,
      savedCartError: false,
      quoteNumber: null,
      globalError: null,
    });
    expect(after.visitId).not.toBe(before);
    expect(stored()).toMatchObject({ cartId: null, savedCartError: false });
  });

  it('the global error keeps a server message or falls back to the generic text (null)', () => {
    const s = useAppStore.getState();
    s.showGlobalError('  Card declined ');
    expect(useAppStore.getState().globalError).toEqual({ message: 'Card declined' });
    s.showGlobalError('');
    expect(useAppStore.getState().globalError).toEqual({ message: null });
    s.clearGlobalError();
    expect(useAppStore.getState().globalError).toBeNull();
  });
});
