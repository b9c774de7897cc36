/** The short-lived server copy of an anonymous browser's pet data (POST /api/pets/temp-store). */

/** How long a stored copy lives: long enough to carry pets across a checkout or a login, no longer. */
export const TEMP_PET_DATA_TTL_SECONDS = 2 * 60 * 60;

export async function putTempPetData(db: D1Database, browserId: string, data: unknown, now = new Date()): Promise<void> {
  const expires = new Date(now.getTime() + TEMP_PET_DATA_TTL_SECONDS * 1000).toISOString();
  await db
    .prepare(
      `INSERT INTO temp_pet_data (browser_id, data, expires_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (browser_id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at`,
    )
    .bind(browserId, JSON.stringify(data), expires)
    .run();
}

export async function getTempPetData(db: D1Database, browserId: string, now = new Date()): Promise<unknown | null> {
  const row = await db
    .prepare('SELECT data FROM temp_pet_data WHERE browser_id = ?1 AND expires_at > ?2')
    .bind(browserId, now.toISOString())
    .first<{ data: string }>();
  return row ? JSON.parse(row.data) : null;
}
