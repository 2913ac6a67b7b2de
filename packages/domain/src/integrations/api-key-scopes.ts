/**
 * What an integration's API key may do (docs/integration.md, "Scopes"): each TMF API call needs
 * one scope, chosen when the key is created. Keys made before scopes existed hold them all.
 */
export const API_KEY_SCOPES = [
  'orders:read',
  'orders:write',
  'catalogue:read',
  'appointments:read',
  'appointments:write',
  'hub',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
