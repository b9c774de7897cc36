import { env } from 'cloudflare:test';

/** The rows a query of the test database answers, its parameters bound in order (?1, ?2, …). */
export const rowsOf = <T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]> =>
  env.DB.prepare(sql)
    .bind(...params)
    .all<T>()
    .then((r) => r.results);
