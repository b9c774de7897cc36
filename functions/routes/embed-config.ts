import { Hono } from 'hono';
import type { EmbedConfig } from '../../src/embed/origins';
import type { AppEnv } from '../env';

/** How long browsers and the edge may reuse the answer: origins change with a deploy, not per visit. */
const EMBED_CONFIG_MAX_AGE_S = 300;

/**
 * GET /api/embed-config: what a framed page needs to decide whether its parent may talk to it
 * (src/stores/embed.ts): the allowed shop origins, local mode (loopback shops allowed), and the
 * store domain for links to the shop. All of it comes from readConfig, the one place settings
 * are read; none of it is secret.
 */
export const embedConfig = new Hono<AppEnv>().get('/', (c) => {
  const { shopOrigins, local, storeDomain } = c.get('config');
  c.header('Cache-Control', `public, max-age=${EMBED_CONFIG_MAX_AGE_S}`);
  return c.json({ shopOrigins, local, storeDomain } satisfies EmbedConfig);
});
