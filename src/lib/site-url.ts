import { BASE } from './base-path';

/**
 * A path on our site as the page must request it: under BASE (issue 47: product, treat and dog
 * images, photos). Answers keep their paths as stored (a pet's photo_url goes back in its
 * update), so a page prefixes them as it draws them. Other URLs (blob:, https:) pass. A module
 * of its own, so the trial pages, which never call it, do not load it with BASE.
 *
 * @example
 * siteUrl('/images/default-dog.svg') // '/apps/furbaby/images/default-dog.svg' through the proxy, else unchanged
 */
export const siteUrl = (url: string): string => (url[0] === '/' && url[1] !== '/' ? BASE + url : url);
