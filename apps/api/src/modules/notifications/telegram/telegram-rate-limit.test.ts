import type { ApiCallFn } from 'grammy';
import { describe, expect, it } from 'vitest';
import { TELEGRAM_RATE_LIMITS, rateLimitTransformer } from './telegram-rate-limit.js';

/** Calls through the transformer; resolves with when each call reached the Bot API, in ms from the start. */
async function callTimes(
  limits: { perChatPerSecond: number; globalPerSecond: number },
  calls: { method: string; chat?: string }[],
): Promise<number[]> {
  const transformer = rateLimitTransformer(limits);
  const started = Date.now();
  const reached: number[] = [];
  const prev = (async (method: string) => {
    reached.push(Date.now() - started);
    return { ok: true, result: method };
  }) as unknown as ApiCallFn;
  for (const call of calls) {
    const payload = call.chat === undefined ? {} : { chat_id: call.chat, text: 'x' };
    // Called in order, not awaited one by one: as a burst of replies would be.
    void transformer(prev, call.method as 'sendMessage', payload as never);
  }
  await new Promise((resolve) => setTimeout(resolve, 400));
  return reached;
}

describe("the bot's rate limits", () => {
  it('are one message a second to a chat and thirty a second in all', () => {
    expect(TELEGRAM_RATE_LIMITS).toEqual({ perChatPerSecond: 1, globalPerSecond: 30 });
  });

  it('space the calls to one chat out, but not the calls to different chats beyond the global gap', async () => {
    const times = await callTimes({ perChatPerSecond: 10, globalPerSecond: 200 }, [
      { method: 'sendMessage', chat: '1' },
      { method: 'sendMessage', chat: '1' },
      { method: 'sendMessage', chat: '2' },
      { method: 'sendMessage', chat: '1' },
    ]);
    // Chat 1 at about 0, 100 and 200 ms; chat 2 right after the first call (5 ms, the global gap).
    expect(times).toHaveLength(4);
    const [first, ofTwo, secondOfOne, thirdOfOne] = times as [number, number, number, number];
    expect(first).toBeLessThan(30);
    expect(ofTwo).toBeLessThan(50);
    expect(secondOfOne).toBeGreaterThanOrEqual(95);
    expect(thirdOfOne).toBeGreaterThanOrEqual(195);
  });

  it('keep to the global rate across chats, and never hold up long polling', async () => {
    const times = await callTimes({ perChatPerSecond: 100, globalPerSecond: 20 }, [
      { method: 'sendMessage', chat: '1' },
      { method: 'sendMessage', chat: '2' },
      { method: 'answerCallbackQuery' },
      { method: 'getUpdates' },
    ]);
    expect(times).toHaveLength(4);
    // getUpdates passes at once; the three others 50 ms apart.
    expect(times[0]).toBeLessThan(30);
    expect(times[1]).toBeLessThan(30);
    expect(times[2]).toBeGreaterThanOrEqual(45);
    expect(times[3]).toBeGreaterThanOrEqual(95);
  });
});
