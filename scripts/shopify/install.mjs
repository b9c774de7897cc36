// Installs the app into the fake Shopify as a shop owner would, through Shopify's exchange:
// Shopify-managed installation in the admin (the fake's /_fake/install), then the app URL Shopify
// opens, Shopify's authorize page and the callback whose code the Worker exchanges for the
// shop's token (docs/decisions/0010-shopify-app-install.md). The browser's cookie jar is the one
// cookie the app sets (the state nonce).

/** Follows one redirect by hand, keeping the app's cookie as a browser would. */
async function step(url, cookie) {
  const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const setCookie = res.headers.get('set-cookie');
  return { res, location: res.headers.get('location'), cookie: setCookie ? setCookie.split(';')[0] : cookie };
}

export async function installApp(shopOrigin) {
  const { appUrl } = await (await fetch(`${shopOrigin}/_fake/install`, { method: 'POST' })).json();
  const app = await step(appUrl); // our app URL: checks Shopify's signature, sets the state cookie
  if (app.res.status !== 302 || !app.location) throw new Error(`the app URL answered ${app.res.status}: ${await app.res.text()}`);
  const authorize = await step(app.location, app.cookie); // Shopify's authorize page: installed already, straight back
  if (authorize.res.status !== 302 || !authorize.location) throw new Error(`the authorize page answered ${authorize.res.status}`);
  const callback = await step(authorize.location, app.cookie); // our callback: state, signature, code → token
  const page = await callback.res.text();
  if (callback.res.status !== 200) throw new Error(`the install callback answered ${callback.res.status}: ${page}`);
  const shop = new URL(authorize.location).searchParams.get('shop');
  console.log(
    `  Installed the app into the fake shop ${shop} through OAuth: managed install, authorize, code exchanged for an offline token (stored sealed in D1)`,
  );
}
