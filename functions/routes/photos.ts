import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { validate } from '../lib/validate';

const PhotoKey = v.object({
  key: v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,80}\.(png|jpg|webp|gif)$/, 'Unknown photo')),
});

/**
 * GET /api/photos/:key serves pet photos from R2 on our own origin.
 * Keys are random and never reused, so a photo can be cached for a year.
 */
export const photos = new Hono<AppEnv>().get('/:key', validate('param', PhotoKey), async (c) => {
  const { key } = c.req.valid('param');
  const object = await c.env.PHOTOS.get(`pets/${key}`);
  if (!object) throw notFound('Photo not found');
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('etag', object.httpEtag);
  headers.set('cache-control', 'public, max-age=31536000, immutable');
  headers.set('x-content-type-options', 'nosniff');
  return new Response(object.body, { headers });
});
