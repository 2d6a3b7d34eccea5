import { DEFAULT_LANGUAGE, type Language, languageFromAcceptLanguage } from '@oyna/shared';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from Accept-Language (az by default): the language of `detail`. */
    language: Language;
  }
}

export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    // A plain callback: nothing is awaited, so no promise per request (decision 98).
    app.addHook('onRequest', (request, _reply, done) => {
      request.language = languageFromAcceptLanguage(request.headers['accept-language']);
      done();
    });
  },
  { name: 'language' },
);
