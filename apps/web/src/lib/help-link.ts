import type { SupportContextKind } from '@oyna/shared';

/**
 * The help page's address for writing to Oyna about a payment, a wallet transaction or a game
 * (`/help?about=game&id=…`, decision 96): the wallet, a top-up's result and the game page link here.
 */
export function helpLinkAbout(kind: SupportContextKind, id: string): string {
  return `/help?${new URLSearchParams({ about: kind, id }).toString()}`;
}
