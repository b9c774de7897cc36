/**
 * `fetch` for the API client: every answer's body is read to its end before the caller gets it.
 *
 * Why: Chromium keeps a request open until the page reads its body. Callers that only look at
 * the status (a 401 from check-session on every logged-out page, an ok that needs no body) left
 * their request pending for the life of the page: the network never went quiet, which held
 * Lighthouse 45 s on each pet page (docs/performance.md), and the answer's connection stayed
 * taken. Our answers are small JSON, so reading them at once costs nothing a caller would see.
 */
export async function wholeAnswerFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
  if (!res.body) return res;
  const body = await res.arrayBuffer();
  // A 304 (or any answer whose body turns out empty) is rebuilt without one: Response refuses a body on a null-body status.
  return new Response(body.byteLength ? body : null, { status: res.status, statusText: res.statusText, headers: res.headers });
}
