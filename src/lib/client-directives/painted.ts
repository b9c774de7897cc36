/**
 * `client:painted`, an Astro client directive (registered in astro.config.mjs): hydrates the
 * island once the page's HTML has been drawn (after-first-paint.ts), rather than while it is
 * being parsed as `client:load` does. For islands whose HTML is already what the user first
 * needs to see, such as the dashboard's loading state.
 *
 * @example
 * <DashboardApp client:painted />
 */
import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './after-first-paint';

const painted: ClientDirective = (load) => {
  afterFirstPaint(async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default painted;
