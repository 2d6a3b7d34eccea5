import fastifyMultipart from '@fastify/multipart';
import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { getMyProfile } from './get-my-profile.js';
import { getPublicProfile } from './get-public-profile.js';
import { getMyPrivacySettings, updateMyPrivacySettings } from './privacy-settings.js';
import { PHOTO_UPLOADS_PER_MINUTE, PHOTO_UPLOAD_LIMITS, readPhotoUpload } from './read-photo-upload.js';
import { removeMyPhoto } from './remove-my-photo.js';
import { updateMyProfile } from './update-my-profile.js';
import { updateMySkills } from './update-my-skills.js';
import { uploadMyPhoto } from './upload-my-photo.js';
import { userAdminRoutes } from './user-admin.routes.js';
import { dataExportRoutes } from './export/data-export.routes.js';

/**
 * The signed-in user's own profile: every route but `GET /users/{id}` acts on the caller only
 * (`/users/me/...`).
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(app, { tags: ['users'] });

  // A player's profile shows in their cached dashboard.
  invalidateOnWrite(app, (request) => (request.user ? [`user:${request.user.id}`] : []));
  await app.register(fastifyMultipart, { limits: PHOTO_UPLOAD_LIMITS });
  await app.register(userAdminRoutes);
  await app.register(dataExportRoutes);

  signedIn.get('/users/me', {
    summary: 'Your own full profile',
    response: ok(contracts.userProfileSchema, 401),
    handler: async ({ user }) => getMyProfile(app.db, { userId: user.id }),
  });

  signedIn.patch('/users/me/profile', {
    summary: 'Change your own profile: only the fields sent',
    description: 'The same rules as the onboarding steps 1, 2, 3, 5 and 6; null clears an optional field.',
    body: contracts.profileUpdateSchema,
    response: ok(contracts.userProfileSchema, 400, 401),
    handler: async ({ user, body, language }) =>
      updateMyProfile(app.db, {
        userId: user.id,
        changes: body,
        language,
      }),
  });

  signedIn.patch('/users/me/skills', {
    summary: 'Change some or all of your ten self-ratings; the overall score follows',
    body: contracts.skillsUpdateSchema,
    response: ok(contracts.userProfileSchema, 400, 401),
    handler: async ({ user, body, language }) =>
      updateMySkills(app.db, {
        userId: user.id,
        changes: body,
        language,
      }),
  });

  signedIn.post('/users/me/photo', {
    summary: 'Upload your profile photo (multipart/form-data, one file)',
    description:
      'A JPG or PNG by content, at most 5 MB and 8000 x 8000 pixels; stored as a 512 x 512 JPEG ' +
      'without metadata under a new random name. The photo it replaces is deleted.',
    consumes: ['multipart/form-data'],
    response: ok(contracts.userProfileSchema, 400, 401, 413, 415, 429),
    config: { rateLimit: { max: PHOTO_UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { id } = request.user;
      const photo = await readPhotoUpload(app, request);
      return uploadMyPhoto(app.db, {
        userId: id,
        photo,
        storage: app.fileStorage,
        onCleanupError: (url, error) => request.log.warn({ url, err: error }, 'old photo not removed'),
      });
    },
  });

  signedIn.delete('/users/me/photo', {
    summary: 'Remove your profile photo',
    response: ok(contracts.userProfileSchema, 401),
    handler: async ({ user, log }) =>
      removeMyPhoto(app.db, {
        userId: user.id,
        storage: app.fileStorage,
        onCleanupError: (url, error) => log.warn({ url, err: error }, 'old photo not removed'),
      }),
  });

  signedIn.get('/users/me/settings/privacy', {
    summary: 'Your privacy settings: who sees your profile, and whether you are on the leaderboard',
    response: ok(contracts.privacySettingsSchema, 401),
    handler: async ({ user }) => getMyPrivacySettings(app.db, { userId: user.id }),
  });

  signedIn.put('/users/me/settings/privacy', {
    summary: 'Replace your privacy settings',
    description:
      'Private: other players see only your name and photo (no statistics, rating history or details). ' +
      'show_on_leaderboard false: others do not see you on the leaderboard; you still see your own row. ' +
      'whatsapp_contact true: signed-in players see your mobile number as a WhatsApp chat on the games you organize ' +
      '(off by default; left out, it stays as it was).',
    body: contracts.privacySettingsBodySchema,
    response: ok(contracts.privacySettingsSchema, 400, 401),
    handler: async ({ user, body }) => updateMyPrivacySettings(app.db, { userId: user.id, settings: body }),
  });

  signedIn.get('/users/:id', {
    summary: 'A player as other players see them',
    description:
      'A private profile shows only the id, the names and the photo (`details` null) to anyone but its player and admins.',
    params: contracts.userIdParamsSchema,
    response: ok(contracts.publicUserProfileSchema, 400, 401, 404),
    handler: async ({ user, params }) => getPublicProfile(app.db, { viewer: user, userId: params.id }),
  });
};
