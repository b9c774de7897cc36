/** The health check's question to D1: does it answer at all? */
export async function pingDatabase(db: D1Database): Promise<void> {
  await db.prepare('SELECT 1').first();
}
