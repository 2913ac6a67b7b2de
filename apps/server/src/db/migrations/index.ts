/**
 * The one ordered set of migrations for both dialects. Add a file per change
 * (`NNN-name.ts` exporting up/down factories) and register it here; never edit a migration that
 * has shipped.
 */
import type { Migration } from 'kysely';
import type { MigrationContext } from './helpers';
import { down001Core, up001Core } from './001-core';
import { down002Footprint, up002Footprint } from './002-footprint';
import { down003Entry, up003Entry } from './003-entry';
import { down004Cart, up004Cart } from './004-cart';
import { down005Checkout, up005Checkout } from './005-checkout';
import { down006SavedCarts, up006SavedCarts } from './006-saved-carts';
import { down008TermsAcceptance, up008TermsAcceptance } from './008-terms-acceptance';
import { down007SignInThrottle, up007SignInThrottle } from './007-sign-in-throttle';
import { down009AbuseLimits, up009AbuseLimits } from './009-abuse-limits';
import { down010AddressDetails, up010AddressDetails } from './010-address-details';
import { down011StreetWords, up011StreetWords } from './011-street-words';
import { down012Jobs, up012Jobs } from './012-jobs';
import { down013Console, up013Console } from './013-console';
import { down014OrderStates, up014OrderStates } from './014-order-states';
import { down015Integrations, up015Integrations } from './015-integrations';
import { down016Imports, up016Imports } from './016-imports';
import { down017OrdersNameSearch, up017OrdersNameSearch } from './017-orders-name-search';
import { down018WebhookRotation, up018WebhookRotation } from './018-webhook-rotation';
import { down019ApiKeyScopes, up019ApiKeyScopes } from './019-api-key-scopes';
import { down020Tmf622Orders, up020Tmf622Orders } from './020-tmf622-orders';
import { down022Notices, up022Notices } from './022-notices';

export function migrations(ctx: MigrationContext): Record<string, Migration> {
  return {
    '001-core': { up: up001Core(ctx), down: down001Core() },
    '002-footprint': { up: up002Footprint(ctx), down: down002Footprint() },
    '003-entry': { up: up003Entry(ctx), down: down003Entry() },
    '004-cart': { up: up004Cart(ctx), down: down004Cart() },
    '005-checkout': { up: up005Checkout(ctx), down: down005Checkout() },
    '006-saved-carts': { up: up006SavedCarts(ctx), down: down006SavedCarts() },
    '007-sign-in-throttle': { up: up007SignInThrottle(ctx), down: down007SignInThrottle() },
    '008-terms-acceptance': { up: up008TermsAcceptance(), down: down008TermsAcceptance() },
    '009-abuse-limits': { up: up009AbuseLimits(ctx), down: down009AbuseLimits() },
    '010-address-details': { up: up010AddressDetails(), down: down010AddressDetails() },
    '011-street-words': { up: up011StreetWords(), down: down011StreetWords() },
    '012-jobs': { up: up012Jobs(ctx), down: down012Jobs() },
    '013-console': { up: up013Console(ctx), down: down013Console(ctx) },
    '014-order-states': { up: up014OrderStates(ctx), down: down014OrderStates() },
    '015-integrations': { up: up015Integrations(ctx), down: down015Integrations() },
    '016-imports': { up: up016Imports(ctx), down: down016Imports() },
    '017-orders-name-search': {
      up: up017OrdersNameSearch(ctx),
      down: down017OrdersNameSearch(ctx),
    },
    '018-webhook-rotation': { up: up018WebhookRotation(), down: down018WebhookRotation() },
    '019-api-key-scopes': { up: up019ApiKeyScopes(ctx), down: down019ApiKeyScopes() },
    '020-tmf622-orders': { up: up020Tmf622Orders(ctx), down: down020Tmf622Orders() },
    '022-notices': { up: up022Notices(ctx), down: down022Notices() },
  };
}
