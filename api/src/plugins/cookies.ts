import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const ONE_YEAR = 365 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyInstance {
    /** Options of the cookies the API sets for the whole site (lang, DF_FP). */
    siteCookieOptions: (maxAgeSeconds: number, httpOnly: boolean) => CookieSerializeOptions;
  }
}

async function cookiesPlugin(app: FastifyInstance) {
  await app.register(cookie);
  // Secure only when the site is served over https, or browsers drop the cookie on plain http.
  const secure = app.config.publicUrl.startsWith('https://');
  app.decorate('siteCookieOptions', (maxAgeSeconds: number, httpOnly: boolean) => ({
    path: '/',
    maxAge: maxAgeSeconds,
    sameSite: 'lax' as const,
    httpOnly,
    secure,
  }));
}

export default fp(cookiesPlugin, { name: 'cookies', fastify: '5.x', dependencies: ['config'] });
