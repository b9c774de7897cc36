/**
 * The cases as a customer meets them: a control character in a text field is
 * a 400 from the schema naming the field (it was a 500: SQLite's length() stops at NUL, so the
 * pets table's name CHECK failed inside the save), a textarea keeps its line breaks, and a body
 * over the limit is a 413 before anything reads it. The sweep over every route is
 * hostile-input.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { REQUEST_BODY_MAX_BYTES } from '../../functions/http/body-limit';
import { TEXT_CHARACTERS_MESSAGE } from '../../src/domain/schemas/text';
import { BASE, DEMO } from './auth-helpers';
import { call, makeSubscription, samForFile } from './subscription-helpers';
import { petBody, petsOf, request, worker, type ErrorAnswer } from './pets-helpers';

const sam = samForFile();

describe('control characters in text fields', () => {
  it.each([
    ['a NUL name', '\u0000'],
    ['a NUL inside the name', 'Rex\u0000'],
    ['an escape sequence', 'Rex\u001b[2J'],
    ['a lone surrogate', 'Rex\ud800'],
    ['a right-to-left override', 'Rex\u202egpj.exe'],
    ['a line break in a one-line field', 'Rex\nBarker'],
  ])('POST /api/pets with %s is a 400 naming the field, and nothing is stored', async (_, name) => {
    const before = await petsOf(DEMO.customerId);
    const res = await request('POST', '/api/pets', { headers: sam.headers, body: { pets: [petBody({ name })], productId: null } });
    expect(res.status).toBe(400);
    expect(await res.json<ErrorAnswer>()).toMatchObject({ code: 'invalid_json', issues: [{ path: 'pets.0.name', message: TEXT_CHARACTERS_MESSAGE }] });
    expect(await petsOf(DEMO.customerId)).toEqual(before);
  });

  it('a name in another script, with macrons or an emoji sequence is saved as typed', async () => {
    const res = await request('POST', '/api/pets', { headers: sam.headers, body: { pets: [petBody({ name: 'Tūī 🐕‍🦺 ハチ' })], productId: null } });
    expect(res.status).toBe(200);
    expect((await petsOf(DEMO.customerId)).map((p) => p.name)).toEqual(['Tūī 🐕‍🦺 ハチ']);
  });

  it('the cancellation feedback (a textarea) keeps its line breaks but not a NUL', async () => {
    const id = await makeSubscription({ customerId: DEMO.customerId });
    const refused = await call(sam, 'DELETE', `/api/subscriptions/${id}`, { reason: '', otherReason: 'Moving\u0000' });
    expect(refused.status).toBe(400);
    expect(await refused.json<ErrorAnswer>()).toMatchObject({ issues: [{ path: 'otherReason', message: TEXT_CHARACTERS_MESSAGE }] });
    const res = await call(sam, 'DELETE', `/api/subscriptions/${id}`, { reason: '', otherReason: 'Moving overseas.\nThanks for everything!' });
    expect(res.status).toBe(200);
  });
});

describe('request body size', () => {
  it(`a JSON body over ${REQUEST_BODY_MAX_BYTES / 1024} KB is a 413 in the error shape`, async () => {
    const res = await request('POST', '/api/pets/calculate', { body: { pets: [petBody({ breed: 'x'.repeat(REQUEST_BODY_MAX_BYTES) })] } });
    expect(res.status).toBe(413);
    expect(await res.json<ErrorAnswer>()).toEqual({ error: 'The request is too large.', code: 'payload_too_large' });
  });

  it('a body just under the limit reaches the schema (a long breed is its 400)', async () => {
    const res = await request('POST', '/api/pets/calculate', { body: { pets: [petBody({ breed: 'x'.repeat(REQUEST_BODY_MAX_BYTES - 1024) })] } });
    expect(res.status).toBe(400);
    expect(await res.json<ErrorAnswer>()).toMatchObject({ code: 'invalid_json', issues: [{ path: 'pets.0.breed' }] });
  });

  it('upload-photo keeps its own, larger limits (a 1 MB upload is not a 413)', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(1024 * 1024)], { type: 'image/png' }), 'dog.png');
    const res = await worker.fetch(`${BASE}/api/upload-photo`, { method: 'POST', headers: sam.headers, body: form });
    expect(res.status).toBe(400);
    expect(await res.json<ErrorAnswer>()).toMatchObject({ code: 'not_an_image' });
  });
});
