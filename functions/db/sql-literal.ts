/** Renders values as SQLite literals, for the demo-data file that `wrangler d1 execute --file` runs. */
export type SqlValue = string | number | boolean | null;

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/** INSERT OR IGNORE: loading the demo data twice leaves one copy (rows have fixed ids). */
export function insertOrIgnore(table: string, row: Record<string, SqlValue>): string {
  const cols = Object.keys(row);
  return `INSERT OR IGNORE INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => sqlLiteral(row[c]!)).join(', ')});`;
}

/** A statement with its ?N parameters written in as literals, for the demo-data file. */
export function inlineSql(sql: string, params: readonly SqlValue[]): string {
  const text = sql.replace(/\?(\d+)/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (i >= params.length) throw new Error(`No parameter ?${n}`);
    return sqlLiteral(params[i]!);
  });
  return text.trimEnd().endsWith(';') ? text : `${text};`;
}
