import app from './app';
import type { Bindings } from './env';
import { runScheduled } from './scheduled';

/** The Worker: the Hono app for requests that reach it, the scheduled job for the cron trigger. */
export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(runScheduled(env));
  },
} satisfies ExportedHandler<Bindings>;
