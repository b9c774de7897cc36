import app from './app';
import type { Bindings } from './env';
import { runScheduled } from './scheduled';

/** The Worker: the Hono app for requests that reach it, the scheduled job for the cron trigger. */
export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    // The run's own time: a delayed invocation bills what was due when it was scheduled.
    ctx.waitUntil(runScheduled(env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Bindings>;
