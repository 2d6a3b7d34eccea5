import { TOPUP_MAX_QEPIK, TOPUP_MIN_QEPIK, parseManat } from '@oyna/shared';

export type TopupAmountProblem = 'invalid_amount' | 'too_small' | 'too_big';

/** What a typed top-up amount is: qəpik within TOPUP_MIN_QEPIK..TOPUP_MAX_QEPIK, or why not. Empty text is no choice yet. */
export function readTopupAmount(text: string): { qepik: number } | { problem: TopupAmountProblem } | null {
  if (text.trim() === '') return null;
  const qepik = parseManat(text);
  if (qepik === null || qepik < 0) return { problem: 'invalid_amount' };
  if (qepik < TOPUP_MIN_QEPIK) return { problem: 'too_small' };
  if (qepik > TOPUP_MAX_QEPIK) return { problem: 'too_big' };
  return { qepik };
}
