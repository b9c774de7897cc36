import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MISSING_MESSAGE, PHOTO_NOT_AN_IMAGE_MESSAGE, PHOTO_TOO_LARGE_MESSAGE, PHOTO_UPLOAD_MAX_BYTES } from '../../src/domain/photo-upload';
import { BASE, DEMO, loginAs } from './auth-helpers';
import { PNG_1X1, demoPets, expectRefusedNothingStored, petBody, petsOf, putDemoPhoto, request, storedState, worker } from './pets-helpers';

type UploadAnswer = { success: boolean; url: string; lrgUrl: string; message: string };

let sam: Record<string, string>;
let alex: Record<string, string>;

beforeAll(async () => {
  sam = (await loginAs(DEMO.customerId)).headers;
  alex = (await loginAs(DEMO.otherCustomerId)).headers;
  await putDemoPhoto();
});

/** The first bytes of a JPEG (SOI + JFIF APP0): what the sniffer reads. */
const JPEG_HEAD = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

function upload(files: Record<string, Blob | string>, headers: Record<string, string> = sam) {
  const form = new FormData();
  for (const [name, value] of Object.entries(files)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, name === 'file' ? 'dog.png' : 'dog-large.jpg');
  }
  return worker.fetch(`${BASE}/api/upload-photo`, { method: 'POST', headers: { origin: BASE, ...headers }, body: form });
}

const png = () => new Blob([PNG_1X1], { type: 'image/png' });

describe('POST /api/upload-photo', () => {
  it('answers 401 when nobody is logged in, and stores nothing', async () => {
    const before = await storedState();
    const res = await upload({ file: png() }, {});
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthenticated' });
    expect(await storedState()).toEqual(before);
  });

  it('stores a real PNG in R2 with a photos row and serves it back from our origin', async () => {
    const res = await upload({ file: png() });
    expect(res.status).toBe(200);
    const answer = await res.json<UploadAnswer>();
    expect(answer).toMatchObject({ success: true, message: 'Photo uploaded successfully' });
    expect(answer.url).toMatch(/^\/api\/photos\/photo_[a-z0-9]{24}\.png$/);
    expect(answer.lrgUrl).toBe(answer.url);

    const key = `pets/${answer.url.split('/').pop()}`;
    const row = await env.DB.prepare('SELECT customer_id, content_type, large_key, bytes FROM photos WHERE small_key = ?1').bind(key).first();
    expect(row).toEqual({ customer_id: DEMO.customerId, content_type: 'image/png', large_key: null, bytes: PNG_1X1.length });

    const served = await worker.fetch(`${BASE}${answer.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_1X1);
  });

  it('stores the large copy too, each by the type its bytes are', async () => {
    const res = await upload({ file: png(), largeFile: new Blob([JPEG_HEAD], { type: 'image/png' }) });
    expect(res.status).toBe(200);
    const answer = await res.json<UploadAnswer>();
    expect(answer.lrgUrl).toMatch(/^\/api\/photos\/photo_[a-z0-9]{24}_lg\.jpg$/);
    const large = await env.PHOTOS.get(`pets/${answer.lrgUrl.split('/').pop()}`);
    expect(large?.httpMetadata?.contentType).toBe('image/jpeg');
  });

  it.each([
    [
      'a text file named .png and declared image/png',
      () => ({ file: new Blob(['just some text, not a picture'], { type: 'image/png' }) }),
      400,
      'not_an_image',
      PHOTO_NOT_AN_IMAGE_MESSAGE,
    ],
    ['an empty file', () => ({ file: new Blob([], { type: 'image/png' }) }), 400, 'not_an_image', PHOTO_NOT_AN_IMAGE_MESSAGE],
    [
      'a real small copy with a text large copy',
      () => ({ file: png(), largeFile: new Blob(['<svg onload=alert(1)>'], { type: 'image/jpeg' }) }),
      400,
      'not_an_image',
      PHOTO_NOT_AN_IMAGE_MESSAGE,
    ],
    ['no file at all', () => ({ note: 'hello' }), 400, 'invalid_form', PHOTO_MISSING_MESSAGE],
    ['a file field that is text', () => ({ file: 'iVBORw0KGgo=' }), 400, 'invalid_form', PHOTO_MISSING_MESSAGE],
    [
      'a PNG one byte over the limit',
      () => {
        const big = new Uint8Array(PHOTO_UPLOAD_MAX_BYTES + 1);
        big.set(PNG_1X1);
        return { file: new Blob([big], { type: 'image/png' }) };
      },
      413,
      'photo_too_large',
      PHOTO_TOO_LARGE_MESSAGE,
    ],
  ])('answers %s with 4xx and the JSON error, and stores nothing', async (_what, files, status, code, message) => {
    await expectRefusedNothingStored(() => upload(files()), status, code, message);
  });

  it('refuses a body whose declared length is over the limit before reading it', async () => {
    const before = await storedState();
    const res = await worker.fetch(`${BASE}/api/upload-photo`, {
      method: 'POST',
      headers: { ...sam, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(100 * 1024 * 1024) },
      body: '--x--',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'photo_too_large' });
    expect(await storedState()).toEqual(before);
  });
});

describe('an uploaded photo on a pet', () => {
  it('attaches to the pet that is saved with its url, and is removed from R2 when replaced', async () => {
    const first = await (await upload({ file: png() })).json<UploadAnswer>();
    const [biscuit, pip] = demoPets();
    let res = await request('POST', '/api/pets', {
      headers: sam,
      body: { pets: [biscuit, { ...pip, photo_url: first.url, photo_large_url: first.lrgUrl }], productId: null },
    });
    expect(res.status).toBe(200);
    const saved = await res.json<{ data: { pets: { name: string; photo_url: string | null }[] } }>();
    expect(saved.data.pets[1]).toMatchObject({ name: 'Pip', photo_url: first.url });

    const second = await (await upload({ file: png() })).json<UploadAnswer>();
    res = await request('POST', '/api/pets', { headers: sam, body: { pets: [biscuit, { ...pip, photo_url: second.url }], productId: null } });
    expect(res.status).toBe(200);
    const firstKey = `pets/${first.url.split('/').pop()}`;
    expect(await env.PHOTOS.head(firstKey)).toBeNull();
    expect(await env.DB.prepare('SELECT id FROM photos WHERE small_key = ?1').bind(firstKey).first()).toBeNull();
    expect((await worker.fetch(`${BASE}${first.url}`)).status).toBe(404);
    expect((await worker.fetch(`${BASE}${second.url}`)).status).toBe(200);
  });

  it("cannot be attached by another customer: the url is dropped and Sam's photo stays", async () => {
    const mine = await (await upload({ file: png() })).json<UploadAnswer>();
    const res = await request('POST', '/api/pets', {
      headers: alex,
      body: { pets: [petBody({ id: 'pet_other_rua', name: 'Rua', photo_url: mine.url })], productId: null },
    });
    expect(res.status).toBe(200);
    expect((await petsOf(DEMO.otherCustomerId))[0]!.photo_id).toBeNull();
    expect(await env.PHOTOS.head(`pets/${mine.url.split('/').pop()}`)).not.toBeNull();
  });
});
