import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';

/**
 * The service worker's `pushsubscriptionchange` handler (apps/web/pwa/service-worker.js), run in a
 * scope of its own with the browser's parts it touches played by fakes: the push manager and fetch.
 */
const template = readFileSync(new URL('../../pwa/service-worker.js', import.meta.url), 'utf8');
const source = template
  .replace('__VERSION__', 'test')
  .replace('__PRECACHE__', '[]')
  .replace('__OFFLINE_TEXT__', '{}');

interface FakeSubscription {
  endpoint: string;
  options?: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

function subscription(endpoint: string, key: ArrayBuffer | null = null): FakeSubscription {
  return {
    endpoint,
    options: { applicationServerKey: key },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `p256dh-of-${endpoint}`, auth: 'auth' },
    }),
  };
}

const OLD = 'https://fcm.googleapis.com/fcm/send/old-endpoint';
const NEW = 'https://fcm.googleapis.com/fcm/send/new-endpoint';
const SUBSCRIBED = 'https://fcm.googleapis.com/fcm/send/subscribed-by-the-worker';

let listeners: Map<string, (event: unknown) => void>;
let requests: { url: string; init: RequestInit }[];
let subscribeCalls: PushSubscriptionOptionsInit[];

beforeEach(() => {
  listeners = new Map();
  requests = [];
  subscribeCalls = [];
  const self = {
    location: new URL('https://oyna.az/sw.js'),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      pushManager: {
        subscribe: async (options: PushSubscriptionOptionsInit) => {
          subscribeCalls.push(options);
          return subscription(SUBSCRIBED);
        },
      },
    },
  };
  const fetch = async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return { ok: true, status: 204 };
  };
  vm.runInContext(source, vm.createContext({ self, fetch, URL }));
});

/** Fires the event as the browser would and waits for what the worker handed to `waitUntil`. */
async function subscriptionChanged(event: {
  oldSubscription: FakeSubscription | null;
  newSubscription: FakeSubscription | null;
}) {
  let work: Promise<unknown> | undefined;
  listeners.get('pushsubscriptionchange')?.({
    ...event,
    waitUntil: (promise: Promise<unknown>) => {
      work = promise;
    },
  });
  expect(work, 'the worker keeps itself alive until the API is told').toBeDefined();
  await work;
}

const sentBody = (index = 0) => JSON.parse(String(requests[index]?.init.body)) as unknown;

describe('the service worker on pushsubscriptionchange', () => {
  it("tells the API the old endpoint and the browser's new subscription, without credentials", async () => {
    await subscriptionChanged({ oldSubscription: subscription(OLD), newSubscription: subscription(NEW) });
    expect(subscribeCalls).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/v1/notifications/push-subscriptions/renew');
    expect(requests[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(sentBody()).toEqual({
      old_endpoint: OLD,
      subscription: { endpoint: NEW, keys: { p256dh: `p256dh-of-${NEW}`, auth: 'auth' } },
    });
  });

  it('subscribes again with the key of the old subscription when the browser did not', async () => {
    const key = new Uint8Array([4, 1, 2, 3]).buffer;
    await subscriptionChanged({ oldSubscription: subscription(OLD, key), newSubscription: null });
    expect(subscribeCalls).toEqual([{ userVisibleOnly: true, applicationServerKey: key }]);
    expect(sentBody()).toEqual({
      old_endpoint: OLD,
      subscription: { endpoint: SUBSCRIBED, keys: { p256dh: `p256dh-of-${SUBSCRIBED}`, auth: 'auth' } },
    });
  });

  it('tells nothing when the browser names no old subscription (nothing to replace)', async () => {
    await subscriptionChanged({ oldSubscription: null, newSubscription: subscription(NEW) });
    expect(requests).toEqual([]);
    expect(subscribeCalls).toEqual([]);
  });
});
