import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, uploadsDirectory } from './config.js';
import type { Database, Db } from './db/database.js';
import type { FileStorage } from './lib/file-storage.js';
import { type CacheInvalidation, createCacheInvalidation } from './lib/cache-invalidation.js';
import { validatorCompiler } from './lib/query-validator.js';
import { type RedisLink, createRedis } from './lib/redis.js';
import { type ResponseCache, createResponseCache } from './lib/response-cache.js';
import { storageFromConfig } from './lib/storage-from-config.js';
import { type UserEvents, createUserEvents } from './lib/user-events.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { oauthRoutes } from './modules/auth/oauth.routes.js';
import { telegramMiniAppRoutes } from './modules/auth/telegram-mini-app.routes.js';
import { gamesBackgroundPlugin } from './modules/games/games-background.js';
import { notificationsPlugin } from './modules/notifications/notifications.plugin.js';
import { accountDeletionHooks, gameHooks, notificationHooks, teamHooks, venueHooks } from './module-hooks.js';
import { conversationsPlugin } from './modules/conversations/conversations.plugin.js';
import { telegramRoutes } from './modules/notifications/telegram.routes.js';
import { pushSubscriptionsRoutes } from './modules/notifications/push-subscriptions.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { gamesRoutes } from './modules/games/games.routes.js';
import { seriesRoutes } from './modules/series/series.routes.js';
import { seriesRegularsRoutes } from './modules/series/series-regulars.routes.js';
import { alertsRoutes } from './modules/alerts/alerts.routes.js';
import { seriesChangesRoutes } from './modules/series/series-changes.routes.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { guestsRoutes } from './modules/games/guests.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { integrationsRoutes } from './modules/integrations/integrations.routes.js';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.js';
import { countPublicStats } from './modules/public/count-public-stats.js';
import { type PublicStatsCache, createPublicStatsCache } from './modules/public/public-stats-cache.js';
import { publicRoutes } from './modules/public/public.routes.js';
import { ratingsRoutes } from './modules/ratings/ratings.routes.js';
import { resultsRoutes } from './modules/results/results.routes.js';
import { reliabilityRoutes } from './modules/reliability/reliability.routes.js';
import { refereesRoutes } from './modules/referees/referees.routes.js';
import { sidesRoutes } from './modules/sides/sides.routes.js';
import { teamMatchesRoutes } from './modules/team-matches/team-matches.routes.js';
import { teamSlotsRoutes } from './modules/team-slots/team-slots.routes.js';
import { competitionsRoutes } from './modules/competitions/competitions.routes.js';
import { teamsPlugin } from './modules/teams/teams.plugin.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { accountDeletionRoutes } from './modules/users/deletion/account-deletion.routes.js';
import { venuesRoutes } from './modules/venues/venues.routes.js';
import { walletPlugin } from './modules/wallet/wallet.plugin.js';
import { type WalletEvents, createWalletEvents } from './modules/wallet/wallet-events.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { cacheControlPlugin } from './plugins/cache-control.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { clientErrorHandler, createFrameworkErrorHandler } from './plugins/framework-errors.js';
import { languagePlugin } from './plugins/language.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { webAppPlugin } from './plugins/web-app.js';
import { getAuthProviders } from './modules/auth/get-auth-providers.js';
import { closingPlugin } from './plugins/closing.js';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes.js';
import { devFixturesRoutes } from './modules/dev-fixtures/dev-fixtures.routes.js';
import { devOutboxEnabled } from './modules/dev-outbox/dev-outbox-enabled.js';
import { venueLinkPreview } from './modules/venues/venue-link-preview.js';
import { teamLinkPreview } from './modules/teams/team-link-preview.js';
import { competitionLinkPreview } from './modules/competitions/competition-link-preview.js';
import { gameLinkPreviewWithCard } from './modules/results/game-card-preview.js';
import { playerCardPreview } from './modules/results/player-card.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The Drizzle handle: what service functions take. */
    db: Db;
    /** The shared Redis client when REDIS_URL is set; state stays in memory otherwise. */
    redis: RedisLink | null;
    /** Where uploaded files (profile photos) are kept and served from. */
    fileStorage: FileStorage;
    /** Listeners for wallet events, e.g. `app.walletEvents.onTopupCredited(...)`. */
    walletEvents: WalletEvents;
    /** The landing page's live numbers, cached (see public-stats-cache.ts). */
    publicStats: PublicStatsCache;
    /** Tells every instance what changed, so that no cache outlives a write (lib/cache-invalidation.ts). */
    cacheInvalidation: CacheInvalidation;
    /** Opt-in cache of built answers, dropped on invalidation (lib/response-cache.ts). */
    responseCache: ResponseCache;
    /** Events for users' live streams on whichever instance holds them (lib/user-events.ts). */
    userEvents: UserEvents;
  }
}

/**
 * How long a client may take (README, "Configuration"): the whole request, its headers, an idle
 * keep-alive connection. Node checks the first two every `connectionsCheckingInterval`, so that
 * is kept well below them.
 */
function serverTimeouts(config: Config) {
  const headersTimeout = config.HEADERS_TIMEOUT_SECONDS * 1000;
  return {
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    http: { headersTimeout, connectionsCheckingInterval: Math.min(5000, Math.max(250, headersTimeout / 4)) },
  };
}

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; the caller owns it and closes it after the app. */
  database: Database;
  /** Pino logger settings; tests pass false. */
  logger?: boolean | { level: string };
}

/**
 * Builds the API from its configuration and an open database, with no side effects at import:
 * external plugins first, then the app's own, then the routes under /api/v1.
 */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const frameworkErrors = createFrameworkErrorHandler();
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: frameworkErrors.handle,
    clientErrorHandler,
    // The closing plugin answers during shutdown, in the product's error shape.
    return503OnClosing: false,
    ...serverTimeouts(config),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  const redis = createRedis(config.REDIS_URL, app.log) ?? null;
  if (redis) app.addHook('onClose', () => redis.close());
  app.decorate('redis', redis);
  const cacheInvalidation = createCacheInvalidation({ redis, log: app.log });
  app.addHook('onClose', () => cacheInvalidation.close());
  app.decorate('cacheInvalidation', cacheInvalidation);
  app.decorate('responseCache', createResponseCache(cacheInvalidation));
  const userEvents = createUserEvents({ redis, log: app.log });
  // Before the server stops taking connections: open streams would otherwise keep it waiting.
  app.addHook('preClose', () => userEvents.close());
  app.decorate('userEvents', userEvents);
  app.decorate('fileStorage', storageFromConfig(config));
  app.decorate('walletEvents', createWalletEvents(app.log));
  app.decorate(
    'publicStats',
    createPublicStatsCache(() => countPublicStats(database.db), {
      stamp: () =>
        cacheInvalidation.isLive()
          ? `${cacheInvalidation.generation('venues')}:${cacheInvalidation.generation('games')}`
          : null,
    }),
  );

  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config });
  // After the security headers and CORS: a 503 while the API shuts down carries them too, so that
  // a page on another allowed origin reads it as a 503 to retry, not as a blocked request.
  await app.register(closingPlugin);
  await app.register(cacheControlPlugin);
  await app.register(rateLimitPlugin, { config, redis });
  frameworkErrors.attach(app);
  await app.register(apiDocsPlugin);
  await app.register(authenticatePlugin, { config });
  await app.register(gamesBackgroundPlugin, { hooks: gameHooks });
  await app.register(notificationsPlugin, { hooks: notificationHooks });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(venuesRoutes, { hooks: venueHooks });
      await api.register(authRoutes);
      await api.register(oauthRoutes);
      await api.register(telegramMiniAppRoutes);
      await api.register(usersRoutes);
      await api.register(accountDeletionRoutes, { hooks: accountDeletionHooks });
      await api.register(onboardingRoutes);
      await api.register(gamesRoutes, { hooks: gameHooks });
      await api.register(seriesRoutes, { hooks: gameHooks });
      await api.register(seriesRegularsRoutes, { hooks: gameHooks });
      await api.register(alertsRoutes, { hooks: gameHooks });
      await api.register(seriesChangesRoutes, { hooks: gameHooks });
      await api.register(calendarRoutes);
      await api.register(guestsRoutes, { hooks: gameHooks });
      await api.register(sidesRoutes, { hooks: gameHooks });
      await api.register(publicRoutes);
      await api.register(ratingsRoutes);
      await api.register(resultsRoutes, { hooks: gameHooks });
      await api.register(walletPlugin);
      await api.register(teamsPlugin, { hooks: teamHooks });
      await api.register(teamMatchesRoutes, { hooks: gameHooks });
      await api.register(teamSlotsRoutes);
      await api.register(competitionsRoutes, { hooks: gameHooks });
      await api.register(auditRoutes);
      await api.register(reliabilityRoutes);
      await api.register(refereesRoutes);
      await api.register(integrationsRoutes);
      await api.register(telegramRoutes);
      await api.register(pushSubscriptionsRoutes);
      await api.register(notificationsRoutes);
      await api.register(conversationsPlugin);
      await api.register(devOutboxRoutes);
      await api.register(devFixturesRoutes);
    },
    { prefix: '/api/v1' },
  );

  // Files in a bucket are served by the bucket (or its CDN); local ones by the API.
  if (!config.S3_BUCKET) await app.register(uploadsPlugin, { directory: uploadsDirectory(config) });
  await app.register(webAppPlugin, {
    config,
    linkPreviews: {
      games: (id, language) => gameLinkPreviewWithCard(database.db, id, language),
      teams: (id, language) => teamLinkPreview(database.db, id, language),
      tournaments: (id, language) => competitionLinkPreview(database.db, id, language),
    },
    venuePreview: (id, language) => venueLinkPreview(database.db, id, language),
    cardPreview: (gameId, playerId, language) =>
      playerCardPreview(database.db, { gameId, playerId, language }),
    authProviders: getAuthProviders(config),
    devPages: devOutboxEnabled(config),
  });
  return app;
}
