/* Oyna's service worker, written to dist/sw.js by scripts/prerender.mjs with the build's lists. */
const VERSION = '__VERSION__';
/** The app shell and the landing page's files: hashed assets of this build, plus icons. */
const PRECACHE = __PRECACHE__;
/** Offline texts in the three languages, for a page that was never saved. */
const OFFLINE_TEXT = __OFFLINE_TEXT__;

const SHELL_CACHE = `oyna-shell-${VERSION}`;
const RUNTIME_CACHE = 'oyna-runtime';
/** Where the app shell (any app page) and the landing page are kept. */
const APP_SHELL_KEY = '/__app-shell';
const LANDING_KEY = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(PRECACHE);
      // The plain app shell, as the server sends it for any page path it does not draw: never
      // /login, which arrives drawn as the sign-in form, and offline would show a signed-in
      // player the sign-in form until the app had started.
      const shell = await fetch('/app-shell', { credentials: 'same-origin' });
      if (shell.ok) await cache.put(APP_SHELL_KEY, shell);
      const landing = await fetch('/', { credentials: 'same-origin' });
      if (landing.ok && !landing.redirected) await cache.put(LANDING_KEY, landing);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('oyna-shell-') && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

function offlinePage(request) {
  const language = (request.headers.get('accept-language') || 'az').slice(0, 2);
  const text = OFFLINE_TEXT[language] || OFFLINE_TEXT.az;
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Oyna</title>' +
    '<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b1410;color:#ecfdf3;' +
    'font-family:system-ui,sans-serif;text-align:center;padding:24px}h1{font-size:1.5rem}p{color:#a7bfb2}</style>' +
    `</head><body><main><h1>${text.title}</h1><p>${text.text}</p></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** Pages: the network first (always fresh), the saved copy when offline. */
async function handleNavigation(request) {
  const url = new URL(request.url);
  const key = url.pathname === '/' ? LANDING_KEY : APP_SHELL_KEY;
  try {
    const response = await fetch(request);
    // A drawn page (the sign-in form, decision 44; this player's page, decision 45) is not the
    // shell for every page offline.
    const drawn = response.headers.has('Oyna-Drawn');
    if (response.ok && !response.redirected && response.type === 'basic' && !drawn) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(key, response.clone());
    }
    return response;
  } catch {
    const cache = await caches.open(SHELL_CACHE);
    return (await cache.match(key)) || (await cache.match(APP_SHELL_KEY)) || offlinePage(request);
  }
}

/** Hashed build files never change: the cache first, the network once. */
async function handleAsset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(RUNTIME_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The API, uploads and other sites always go to the network: the app shows its offline state.
  if (
    url.origin !== self.location.origin ||
    url.pathname.startsWith('/api/') ||
    url.pathname.startsWith('/uploads/')
  ) {
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(handleNavigation(request));
  } else if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(handleAsset(request));
  }
});

/** The app's own address for a link in a push: a link to another site opens the same page here. */
function pageUrl(link) {
  try {
    const url = new URL(link, self.location.origin);
    return url.origin === self.location.origin
      ? url.href
      : new URL(url.pathname + url.search + url.hash, self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

/**
 * A web push from the API (apps/api/src/modules/notifications/channels/push-channel.ts):
 * `{title, body, url, tag}`, shown as a notification; the tag (the notification's id) replaces a
 * second copy of the same one.
 */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Oyna';
  const options = {
    body: typeof message.body === 'string' ? message.body : '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: pageUrl(typeof message.url === 'string' ? message.url : '/') },
  };
  if (typeof message.tag === 'string' && message.tag) options.tag = message.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

/** A tap on the notification: an open tab of the app comes forward on the page, else a new window opens it. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageUrl(event.notification.data?.url ?? '/');
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          const focused = await open.focus();
          if (focused.url !== url) await focused.navigate(url);
          return;
        } catch {
          // A tab this worker does not control cannot be navigated: open the page instead.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});

/** Where the worker names a renewed subscription (it has no access token; the old endpoint is the proof). */
const RENEW_URL = '/api/v1/notifications/push-subscriptions/renew';

/**
 * The browser renewed this device's push subscription (its push service rotated or expired the
 * endpoint): the API is told the old endpoint and the new subscription, so pushes keep arriving
 * (apps/api/src/modules/notifications/renew-push-subscription.ts). When the browser has not
 * subscribed again itself, the worker does, with the key the old subscription was made with.
 * A browser that names no old subscription (Firefox before 137) leaves nothing to replace: the
 * dead endpoint is dropped at the next push it refuses, and the player turns push on again.
 */
async function renewPushSubscription(oldSubscription, newSubscription) {
  if (!oldSubscription) return;
  let subscription = newSubscription;
  if (!subscription) {
    const applicationServerKey = oldSubscription.options && oldSubscription.options.applicationServerKey;
    if (!applicationServerKey) return;
    subscription = await self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey,
    });
  }
  const json = subscription.toJSON();
  await fetch(RENEW_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'omit',
    body: JSON.stringify({
      old_endpoint: oldSubscription.endpoint,
      subscription: { endpoint: json.endpoint || subscription.endpoint, keys: json.keys },
    }),
  });
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewPushSubscription(event.oldSubscription || null, event.newSubscription || null));
});
