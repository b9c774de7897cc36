// The bare Worker of the benchmark's floor (scripts/bench/floor.mjs): no framework, no
// middleware, no headers of its own, only the one hop each of our calls makes. What it reaches
// against a static file under `wrangler dev` is the best any Worker can do for that hop here.
const JSON_OK = () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname === '/floor/worker') return JSON_OK();
    if (url.pathname === '/floor/d1') {
      await env.DB.prepare('SELECT 1').first();
      return JSON_OK();
    }
    if (url.pathname === '/floor/page') return env.ASSETS.fetch(new URL('/free-trial.html', url));
    return new Response('not found', { status: 404 });
  },
};
