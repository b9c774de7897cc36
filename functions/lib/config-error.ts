/** A deployment's settings are missing or unsafe: every request answers 503 with the reason. */
export class ConfigError extends Error {}

export function configError(why: string): never {
  throw new ConfigError(`Invalid Worker configuration (wrangler.toml [vars] or secrets): ${why}`);
}
