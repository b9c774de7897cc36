import { Hono } from 'hono';
import { readConfig, type AppEnv } from './env';
import { ApiError, errorResponse } from './lib/errors';
import { requestLog } from './lib/request-log';
import { health } from './routes/health';
import { petsTemp } from './routes/pets-temp';
import { photos } from './routes/photos';
import { root } from './routes/root';

/**
 * The API. Routers are mounted under /api and, where the spec lists unprefixed paths
 * (/auth/*, /subscriptions/*, /legacy-subscriptions/*, /pets), there as well.
 */
const app = new Hono<AppEnv>()
  .use(requestLog)
  .use(async (c, next) => {
    c.set('config', readConfig(c.env));
    await next();
  })
  .route('/', root)
  .route('/api/health', health)
  .route('/api/photos', photos)
  .route('/api/pets', petsTemp);

const API_PREFIXES = ['/api/', '/auth/', '/subscriptions/', '/legacy-subscriptions/', '/pets', '/dev/'];

app.notFound(async (c) => {
  const path = new URL(c.req.url).pathname;
  if (!API_PREFIXES.some((p) => path.startsWith(p)) && c.env.ASSETS) {
    // A page that does not exist: the site's own 404 page, not a JSON error.
    const page = await c.env.ASSETS.fetch(new URL('/404.html', c.req.url));
    return new Response(page.body, { status: 404, headers: page.headers });
  }
  return errorResponse(c, new ApiError(404, 'not_found', 'No such endpoint.'));
});
app.onError((err, c) => errorResponse(c, err));

export default app;
export type AppType = typeof app;
