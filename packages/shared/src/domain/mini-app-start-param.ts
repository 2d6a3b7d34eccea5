import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from './teams.js';

/**
 * Where a Mini App launch should land: the `startapp` value of a `t.me/<bot>/<app>?startapp=…` link
 * (Telegram passes it on as `start_param`). Telegram allows only `A-Z a-z 0-9 _ -`, at most 512.
 */
export type MiniAppTarget =
  | { kind: 'game'; id: string }
  | { kind: 'team'; code: string }
  | { kind: 'competition'; id: string }
  | { kind: 'topup'; paymentId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const START_PARAM = /^[A-Za-z0-9_-]{1,512}$/;
const JOIN_CODE = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** The target a `startapp` value names, or null for anything else (the app then opens its home page). */
export function parseMiniAppStartParam(value: string | null | undefined): MiniAppTarget | null {
  if (!value || !START_PARAM.test(value)) return null;
  const separator = value.indexOf('_');
  if (separator < 1) return null;
  const prefix = value.slice(0, separator);
  const rest = value.slice(separator + 1);
  switch (prefix) {
    case 'game':
      return UUID.test(rest) ? { kind: 'game', id: rest.toLowerCase() } : null;
    case 'competition':
      return UUID.test(rest) ? { kind: 'competition', id: rest.toLowerCase() } : null;
    case 'topup':
      return UUID.test(rest) ? { kind: 'topup', paymentId: rest.toLowerCase() } : null;
    case 'team': {
      const code = rest.toUpperCase();
      return JOIN_CODE.test(code) ? { kind: 'team', code } : null;
    }
    default:
      return null;
  }
}

/** The `startapp` value that opens `target` (the bot and share buttons build links with it). */
export function miniAppStartParam(target: MiniAppTarget): string {
  switch (target.kind) {
    case 'game':
      return `game_${target.id}`;
    case 'competition':
      return `competition_${target.id}`;
    case 'topup':
      return `topup_${target.paymentId}`;
    case 'team':
      return `team_${target.code}`;
  }
}

/** The app's page for `target`: a team's code opens the teams page with the join dialog filled in. */
export function miniAppTargetPath(target: MiniAppTarget | null): string {
  if (!target) return '/';
  switch (target.kind) {
    case 'game':
      return `/games/${target.id}`;
    case 'competition':
      return `/tournaments/${target.id}`;
    case 'topup':
      return `/balance/topups/${target.paymentId}`;
    case 'team':
      return `/teams?join=${target.code}`;
  }
}
