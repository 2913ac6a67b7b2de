/**
 * Creator of one slice of the app store, typed on the slice's own state: a slice reads (get) and
 * merges (set) only its own keys, so it needs nothing from the store that combines the slices
 * (app-store.ts passes the store's own set and get).
 */
export type SliceCreator<Slice> = (
  set: (partial: Partial<Slice> | ((state: Slice) => Partial<Slice>)) => void,
  get: () => Slice,
) => Slice;
