import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';

/**
 * Creator of one slice of the app store. Slices see the whole state (get) but only add their
 * own keys; the persist middleware is the only one applied.
 */
export type SliceCreator<Slice> = StateCreator<AppState, [['zustand/persist', unknown]], [], Slice>;
