import { withNext } from '../../../lib/safe-redirect';
import type { AuthResponse } from '@oyna/shared';
import { i18n } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { toast } from '../../../lib/toast';

/** After a provider sign-in: onboarding for a new player, otherwise where they were going. */
export function providerDestination(needsOnboarding: boolean, next: string | null): string {
  // A new player onboards first and then goes on to the page they came for.
  if (needsOnboarding) return withNext('/onboarding', next);
  return next ?? '/dashboard';
}

/**
 * The common end of the Google and Telegram sign-ins: stores the session (and the
 * `access_token` / `refresh_token` keys of docs/product-rules.md#session), says so in the account's language, and gives the page
 * to go to.
 */
export function completeProviderSignIn(response: AuthResponse, next: string | null): string {
  useSessionStore.getState().signIn(response, { viaProvider: true });
  toast.success(i18n.t('auth.providers.success'), 'auth');
  return providerDestination(response.needs_onboarding, next);
}
