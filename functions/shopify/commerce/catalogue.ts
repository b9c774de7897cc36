/**
 * The treats collection in Shopify mode: the shop's own collection (by handle,
 * SHOPIFY_TREATS_COLLECTION) through the Storefront API gives each treat its title and product
 * image as the shop shows them. What a subscription can carry, and at what price, stays our
 * catalogue's (the one reader, functions/catalogue/reader.ts, synced from the shop: the treat
 * discount, and what add-items accepts), so the collection lists the catalogue's treats that the
 * shop's collection holds. Read at most every five minutes per isolate; when the shop cannot be
 * reached the catalogue's own list answers.
 */
import { findTreatVariant, type Catalogue } from '../../../src/domain/catalogue';
import { storefrontApi } from '../clients/storefront-client';
import { TREATS_COLLECTION_QUERY } from '../operations/storefront';
import type { Config } from '../../env';
import { treatsCollection } from '../../commerce/d1/catalogue';
import { idOfGid } from './gids';

export const TREATS_CACHE_MS = 5 * 60_000;

type Treats = ReturnType<typeof treatsCollection>;
interface CollectionAnswer {
  collection: { products: { nodes: { id: string; title: string; featuredImage: { url: string } | null; variants: { nodes: { id: string }[] } }[] } } | null;
}

const cache = new Map<string, { at: number; treats: Treats }>();

export async function shopTreats(config: Config, catalogue: Catalogue, fetcher?: typeof fetch, now = Date.now()): Promise<Treats> {
  if (config.checkout.kind !== 'shopify') return treatsCollection(catalogue);
  const { storefrontUrl, storefrontToken } = config.checkout;
  const key = `${storefrontUrl} ${config.treatsCollection} ${catalogue.treats.map((t) => t.id).join(',')}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < TREATS_CACHE_MS) return hit.treats;
  const client = storefrontApi({ storefrontUrl, storefrontToken }, fetcher);
  const { data, errors } = await client.request<CollectionAnswer>(TREATS_COLLECTION_QUERY, { variables: { handle: config.treatsCollection } });
  if (errors || !data?.collection) {
    console.error(`storefront treats collection "${config.treatsCollection}" unavailable: ${errors?.message ?? 'no such collection'}`);
    return treatsCollection(catalogue);
  }
  const ours = treatsCollection(catalogue);
  const products = data.collection.products.nodes.flatMap((p) => {
    const variantIds = p.variants.nodes.map((v) => idOfGid(v.id)).filter((id) => findTreatVariant(catalogue, id));
    const mine = ours.products.find((o) => o.variants.some((v) => variantIds.includes(v.id)));
    if (!mine) return [];
    return [
      { ...mine, title: p.title, image: { src: p.featuredImage?.url ?? mine.image.src }, variants: mine.variants.filter((v) => variantIds.includes(v.id)) },
    ];
  });
  const treats = { products };
  cache.set(key, { at: now, treats });
  return treats;
}
