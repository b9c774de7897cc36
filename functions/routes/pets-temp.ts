import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { petsSaveBodySchema } from '../../src/domain/schemas/pet';
import { getTempPetData, putTempPetData, TEMP_PET_DATA_TTL_SECONDS } from '../db/temp-pet-data';
import type { AppEnv } from '../env';
import { limitCaller, limitsFor } from '../limits/anonymous-limits';
import { ApiError } from '../lib/errors';
import { RATE_LIMITED_MESSAGE, TEMP_STORE_LIMITS } from '../lib/limits';
import { newSecret } from '../lib/ids';
import { validate } from '../lib/validate';

/** The browser's id for its temporary copy: random, HttpOnly, usable inside the shop's iframe. */
const COOKIE = 'mfb_browser';

/**
 * POST /api/pets/temp-store and GET /api/pets/temp-get: a short-lived server copy of the
 * browser's pet data set (spec 000 §7), tied to the browser by a random cookie, kept
 * TEMP_PET_DATA_TTL_SECONDS (2 hours).
 */
export const petsTemp = new Hono<AppEnv>()
  .post('/temp-store', validate('json', petsSaveBodySchema), async (c) => {
    // A caller without our cookie makes a new row each time: limited per client (functions/lib/limits.ts).
    await limitCaller(c, 'temp-store', limitsFor(c, TEMP_STORE_LIMITS), RATE_LIMITED_MESSAGE);
    let browserId = getCookie(c, COOKIE);
    if (!browserId || !/^[A-Za-z0-9_-]{43}$/.test(browserId)) browserId = newSecret(32);
    await putTempPetData(c.env.DB, browserId, c.req.valid('json'));
    const https = new URL(c.req.url).protocol === 'https:';
    setCookie(c, COOKIE, browserId, {
      httpOnly: true,
      path: '/api/pets',
      maxAge: TEMP_PET_DATA_TTL_SECONDS,
      ...(https ? { secure: true, sameSite: 'None', partitioned: true } : { sameSite: 'Lax' }),
    });
    return c.json({ success: true as const, expiresInSeconds: TEMP_PET_DATA_TTL_SECONDS });
  })
  .get('/temp-get', async (c) => {
    const browserId = getCookie(c, COOKIE);
    const data = browserId ? await getTempPetData(c.env.DB, browserId) : null;
    if (!data) throw new ApiError(404, 'not_found', 'No stored pet data for this browser (it may have expired).');
    return c.json({ success: true as const, data });
  });
