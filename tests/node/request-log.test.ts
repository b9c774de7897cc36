/**
 * The Worker's request log line (functions/http/request-log.ts): the secrets a URL can carry never
 * reach Workers Logs; everything else of the request stays readable.
 */
import { describe, expect, it } from 'vitest';
import { REDACTED_QUERY_PARAMS, redactedUrl, requestLogLine } from '../../functions/http/request-log';

const url = (s: string) => new URL(s, 'https://plans.example');

describe('request log', () => {
  it('redacts every secret a URL of ours or of Shopify can carry, and nothing else', () => {
    const secrets =
      'token=a&session=b&confirm=c&order=d&customerName=e&customerEmail=f&email=g&signature=h&logged_in_customer_id=i&hmac=j&code=k&state=l&id_token=m';
    const redacted = redactedUrl(url(`/x?${secrets}&shop=furbaby.myshopify.com&utm_source=news`));
    expect(redacted).toBe(`/x?${secrets.replace(/=[a-m]/g, '=REDACTED')}&shop=furbaby.myshopify.com&utm_source=news`);
    expect(REDACTED_QUERY_PARAMS).toHaveLength(13);
  });

  it.each([
    ['/dashboard?token=9f3a1c', '/dashboard?token=REDACTED'],
    ['/checkout?session=cs_1&confirm=tok', '/checkout?session=REDACTED&confirm=REDACTED'],
    [
      '/api/auth/app-proxy/token?shop=furbaby.myshopify.com&logged_in_customer_id=42&path_prefix=%2Fapps%2Fplans&timestamp=1764150000&signature=abc',
      '/api/auth/app-proxy/token?shop=furbaby.myshopify.com&logged_in_customer_id=REDACTED&path_prefix=%2Fapps%2Fplans&timestamp=1764150000&signature=REDACTED',
    ],
    [
      '/shopify/auth/callback?code=c0de&hmac=h&state=s&shop=furbaby.myshopify.com',
      '/shopify/auth/callback?code=REDACTED&hmac=REDACTED&state=REDACTED&shop=furbaby.myshopify.com',
    ],
    [
      '/free-trial/choose-recipe?name=Rex&customerEmail=a%40b.nz&customerName=Ann',
      '/free-trial/choose-recipe?name=Rex&customerEmail=REDACTED&customerName=REDACTED',
    ],
    ['/dashboard?TOKEN=x&token=y', '/dashboard?TOKEN=REDACTED&token=REDACTED'],
    ['/pet-calculator?productId=7', '/pet-calculator?productId=7'],
    ['/free-trial', '/free-trial'],
  ])('%s is logged as %s', (from, logged) => {
    expect(redactedUrl(url(from))).toBe(logged);
  });

  it('writes one JSON line with the method, the redacted path, the status and the time', () => {
    const line = requestLogLine('GET', url('/dashboard?token=secret-login-token'), 200, 12);
    expect(JSON.parse(line)).toEqual({ request: 'GET /dashboard?token=REDACTED', status: 200, ms: 12 });
    expect(line).not.toContain('secret-login-token');
  });
});
