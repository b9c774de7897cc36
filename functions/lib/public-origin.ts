import type { Config } from '../env';

/** Our public origin for links we hand out: PUBLIC_URL when set, else the origin the request came to. */
export const publicOrigin = (c: { var: { config: Config }; req: { url: string } }): string =>
  c.var.config.publicUrl?.replace(/\/$/, '') ?? new URL(c.req.url).origin;
