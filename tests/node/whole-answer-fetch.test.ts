import { afterEach, describe, expect, it, vi } from 'vitest';
import { wholeAnswerFetch } from '../../src/lib/whole-answer-fetch';

/** An answer whose body says whether it was read to its end (what lets Chromium end the request). */
function trackedAnswer(status: number, text: string) {
  const state = { readToEnd: false };
  const bytes = new TextEncoder().encode(text);
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(bytes);
        return;
      }
      state.readToEnd = true;
      controller.close();
    },
  });
  return { res: new Response(body, { status, headers: { 'content-type': 'application/json' } }), state };
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client’s fetch', () => {
  it.each([
    ['a 401 the caller only checks the status of', 401, '{"error":"Please log in to continue.","code":"unauthenticated"}'],
    ['an ok answer whose body the caller ignores', 200, '{"ok":true}'],
  ])('reads %s to its end before answering', async (_, status, text) => {
    const { res, state } = trackedAnswer(status, text);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => res),
    );
    const answer = await wholeAnswerFetch('http://plans.test/api/auth/check-session');
    expect(state.readToEnd).toBe(true);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.text()).toBe(text); // and the caller still reads the same body
  });

  it('keeps an answer without a body as it is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const answer = await wholeAnswerFetch('http://plans.test/api/pets/1', { method: 'DELETE' });
    expect(answer.status).toBe(204);
    expect(answer.body).toBeNull();
  });

  it('passes the request on unchanged', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const init = { method: 'POST', body: '{"a":1}', credentials: 'include' as const };
    await wholeAnswerFetch('http://plans.test/api/x', init);
    expect(fetchMock).toHaveBeenCalledWith('http://plans.test/api/x', init);
  });
});
