import { printable } from './server-errors.js';

/** The rules every answer to a fuzzed request keeps. */
export type FuzzRule =
  '5xx' | 'error body' | 'refused but wrote' | 'huge array accepted' | 'phone to a visitor';

export interface AnsweredRequest {
  /** The hostile kind and target (`huge-array body.player_ids`). */
  input: string;
  status: number;
  body: string;
  /** Tables written while the request ran (`games UPDATE x1`). */
  writes: string[];
  /** The error a handler threw, if one did. */
  serverError: string | undefined;
  /** Sent by nobody signed in. */
  visitor: boolean;
}

/** An organizer's WhatsApp number in an answer: only signed-in players may get one (decision 87). */
const ORGANIZER_PHONE = /"whatsapp_phone":"/;

/** 5xx answers that are a deliberate "this deployment has it switched off", not a crash. */
const DELIBERATE_UNAVAILABLE_CODES = new Set([
  'provider_not_configured',
  'integration_not_configured',
  'telegram_not_configured',
  'push_not_configured',
]);

/** The `code` of an error answer, or '' when there is none. */
export function codeOf(body: string): string {
  try {
    return String((JSON.parse(body) as { code?: unknown }).code ?? '');
  } catch {
    return '';
  }
}

function errorBodyProblem(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { detail?: unknown; code?: unknown };
    if (typeof parsed.detail === 'string' && typeof parsed.code === 'string') return undefined;
    return `no string detail/code: ${printable(body.slice(0, 120))}`;
  } catch {
    return `not JSON: ${printable(body.slice(0, 120))}`;
  }
}

/** The rules the answer broke, each with what shows it (the server's error, the tables written). */
export function brokenRules(answer: AnsweredRequest): { rule: FuzzRule; error: string }[] {
  const { status, body, writes } = answer;
  if (status < 300 && answer.input.startsWith('huge-array body')) {
    return [{ rule: 'huge array accepted', error: String(status) }];
  }
  if (status < 300 && answer.visitor && ORGANIZER_PHONE.test(body)) {
    return [{ rule: 'phone to a visitor', error: 'organizer.whatsapp_phone' }];
  }
  if (status < 400) return [];
  const broken: { rule: FuzzRule; error: string }[] = [];
  const code = codeOf(body);
  if (status >= 500 && !(status === 503 && DELIBERATE_UNAVAILABLE_CODES.has(code))) {
    broken.push({ rule: '5xx', error: answer.serverError ?? code });
  }
  const bodyProblem = errorBodyProblem(body);
  if (bodyProblem) broken.push({ rule: 'error body', error: bodyProblem });
  if (status < 500 && writes.length > 0)
    broken.push({ rule: 'refused but wrote', error: `${code}: ${writes.join(', ')}` });
  return broken;
}
