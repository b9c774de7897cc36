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
