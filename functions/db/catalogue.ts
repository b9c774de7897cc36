/**
 * The catalogue in D1 (migrations/0003_catalogue.sql, 0031_catalogue_data.sql): the offered
 * products, variants and selling plans, the shop's products we do not offer and why, and the
 * catalogue's state. Rows are never deleted (subscriptions, orders and checkout sessions point
 * at them): a replacement marks what is gone not offered. Read it through
 * functions/catalogue/reader.ts, which caches it per isolate.
 */
import type { Catalogue, KibbleProduct, SellingPlanOption, TreatProduct } from '../../src/domain/catalogue';
import type { SqlValue } from './sql-literal';

/** Why a product of the shop is not offered, e.g. 'kcal per kg is missing'. */
export interface ExcludedProduct {
  productId: string;
  title: string;
  reason: string;
}

export interface CatalogueState {
  source: 'demo' | 'shop';
  sellingPlanGroupId: string | null;
  plansState: 'missing' | 'ready' | 'mismatch' | 'failed';
  plansError: string | null;
  currency: string | null;
  syncedAt: string | null;
  version: number;
}

/** One statement of a replacement, unbound: D1 binds it, the demo-data file inlines it. */
export interface CatalogueSql {
  sql: string;
  params: SqlValue[];
}

interface ProductRow {
  id: string;
  handle: string;
  title: string;
  name: string | null;
  kind: 'kibble' | 'treat';
  kcal_per_kg: number | null;
  protein_percent: number | null;
  image: string;
  trial: number;
}
interface VariantRow {
  id: string;
  product_id: string;
  sku: string;
  bag_size_kg: number | null;
  price_cents: number;
}
interface PlanRow {
  id: string;
  frequency_days: number;
  discount_percent: number;
}

/**
 * The offered catalogue, in position order. A product without an offered variant is left out
 * (there is nothing to sell). The default kibble is the first by position: a replacement
 * writes the catalogue's default first.
 */
export async function readCatalogue(db: D1Database): Promise<Catalogue> {
  const [products, variants, plans] = await db.batch<unknown>([
    db.prepare(
      `SELECT id, handle, title, name, kind, kcal_per_kg, protein_percent, image, trial
         FROM products WHERE offered = 1 ORDER BY position, id`,
    ),
    db.prepare(
      `SELECT v.id, v.product_id, v.sku, v.bag_size_kg, v.price_cents
         FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.offered = 1 AND p.offered = 1 ORDER BY v.position, v.id`,
    ),
    db.prepare('SELECT id, frequency_days, discount_percent FROM selling_plans WHERE offered = 1 ORDER BY frequency_days, id'),
  ]);
  const variantsOf = new Map<string, VariantRow[]>();
  for (const v of variants!.results as VariantRow[]) variantsOf.set(v.product_id, [...(variantsOf.get(v.product_id) ?? []), v]);
  const kibbles: KibbleProduct[] = [];
  const treats: TreatProduct[] = [];
  for (const p of products!.results as ProductRow[]) {
    const rows = variantsOf.get(p.id) ?? [];
    if (p.kind === 'treat') {
      if (rows.length > 0)
        treats.push({ id: p.id, title: p.title, image: { src: p.image }, variants: rows.map((v) => ({ id: v.id, sku: v.sku, priceCents: v.price_cents })) });
      continue;
    }
    const sized = rows.filter((v) => v.bag_size_kg !== null);
    if (sized.length === 0 || p.kcal_per_kg === null) continue;
    kibbles.push({
      id: p.id,
      handle: p.handle,
      name: p.name ?? p.title,
      title: p.title,
      kcalPerKg: p.kcal_per_kg,
      proteinPercent: p.protein_percent ?? 0,
      image: p.image,
      trial: p.trial === 1,
      variants: sized.map((v) => ({ id: v.id, bagSizeKg: v.bag_size_kg!, sku: v.sku, priceCents: v.price_cents })),
    });
  }
  const planOptions: SellingPlanOption[] = (plans!.results as PlanRow[]).map((r) => ({
    id: r.id,
    frequencyDays: r.frequency_days,
    discountPercent: r.discount_percent,
  }));
  return { kibbles, treats, plans: planOptions, defaultProductId: kibbles[0]?.id ?? '' };
}

/** The shop's products we do not offer, with the reason (a product merely gone has none). */
export async function readExcludedProducts(db: D1Database): Promise<ExcludedProduct[]> {
  const { results } = await db
    .prepare('SELECT id, title, unoffered_reason FROM products WHERE offered = 0 AND unoffered_reason IS NOT NULL ORDER BY position, title, id')
    .all<{ id: string; title: string; unoffered_reason: string }>();
  return results.map((r) => ({ productId: r.id, title: r.title, reason: r.unoffered_reason }));
}

const DEFAULT_STATE: CatalogueState = {
  source: 'demo',
  sellingPlanGroupId: null,
  plansState: 'missing',
  plansError: null,
  currency: null,
  syncedAt: null,
  version: 0,
};

export async function readCatalogueState(db: D1Database): Promise<CatalogueState> {
  const row = await db
    .prepare('SELECT source, selling_plan_group_id, plans_state, plans_error, currency, synced_at, version FROM catalogue_state WHERE id = 1')
    .first<{
      source: CatalogueState['source'];
      selling_plan_group_id: string | null;
      plans_state: CatalogueState['plansState'];
      plans_error: string | null;
      currency: string | null;
      synced_at: string | null;
      version: number;
    }>();
  if (!row) return { ...DEFAULT_STATE };
  return {
    source: row.source,
    sellingPlanGroupId: row.selling_plan_group_id,
    plansState: row.plans_state,
    plansError: row.plans_error,
    currency: row.currency,
    syncedAt: row.synced_at,
    version: row.version,
  };
}

/** A handle no other row holds: a stale row keeps its id but gives its handle up. */
const freeHandle = (handle: string, id: string): CatalogueSql => ({
  sql: "UPDATE products SET handle = handle || '~' || id WHERE handle = ?1 AND id <> ?2",
  params: [handle, id],
});

const UPSERT_PRODUCT = `INSERT INTO products (id, handle, title, name, kind, kcal_per_kg, protein_percent, image, trial, offered, unoffered_reason, position, updated_at)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 1, NULL, ?10, ?11)
  ON CONFLICT(id) DO UPDATE SET handle = excluded.handle, title = excluded.title, name = excluded.name, kind = excluded.kind,
    kcal_per_kg = excluded.kcal_per_kg, protein_percent = excluded.protein_percent, image = excluded.image, trial = excluded.trial,
    offered = 1, unoffered_reason = NULL, position = excluded.position, updated_at = excluded.updated_at`;

const UPSERT_VARIANT = `INSERT INTO product_variants (id, product_id, sku, title, bag_size_kg, price_cents, offered, position)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1, ?7)
  ON CONFLICT(id) DO UPDATE SET product_id = excluded.product_id, sku = excluded.sku, title = excluded.title,
    bag_size_kg = excluded.bag_size_kg, price_cents = excluded.price_cents, offered = 1, position = excluded.position`;

const UPSERT_PLAN = `INSERT INTO selling_plans (id, frequency_days, discount_percent, offered) VALUES (?1, ?2, ?3, 1)
  ON CONFLICT(id) DO UPDATE SET frequency_days = excluded.frequency_days, discount_percent = excluded.discount_percent, offered = 1`;

// A product the shop has but we cannot offer; a new row needs a handle and an image, which it never shows.
const EXCLUDE_PRODUCT = `INSERT INTO products (id, handle, title, kind, image, offered, unoffered_reason, position, updated_at)
  VALUES (?1, 'excluded~' || ?1, ?2, 'kibble', '', 0, ?3, ?4, ?5)
  ON CONFLICT(id) DO UPDATE SET title = excluded.title, offered = 0, unoffered_reason = excluded.unoffered_reason,
    position = excluded.position, updated_at = excluded.updated_at`;

const slug = (title: string): string => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The statements of {@link replaceCatalogueStatements}, unbound (the demo-data file inlines them). */
export function catalogueReplacementSql(catalogue: Catalogue, excluded: readonly ExcludedProduct[], at: Date): CatalogueSql[] {
  const now = at.toISOString();
  // Everything goes unoffered first, so offered plans' frequencies stay distinct as plans are upserted.
  const out: CatalogueSql[] = [
    { sql: 'UPDATE products SET offered = 0, unoffered_reason = NULL WHERE offered = 1', params: [] },
    { sql: 'UPDATE product_variants SET offered = 0 WHERE offered = 1', params: [] },
    { sql: 'UPDATE selling_plans SET offered = 0 WHERE offered = 1', params: [] },
  ];
  // The default kibble first: readCatalogue takes the first kibble as the default.
  const kibbles = [...catalogue.kibbles].sort((a, b) => Number(b.id === catalogue.defaultProductId) - Number(a.id === catalogue.defaultProductId));
  kibbles.forEach((p, position) => {
    out.push(freeHandle(p.handle, p.id), {
      sql: UPSERT_PRODUCT,
      params: [p.id, p.handle, p.title, p.name, 'kibble', p.kcalPerKg, p.proteinPercent, p.image, p.trial, position, now],
    });
    p.variants.forEach((v, i) => out.push({ sql: UPSERT_VARIANT, params: [v.id, p.id, v.sku, `${p.title} ${v.bagSizeKg}kg`, v.bagSizeKg, v.priceCents, i] }));
  });
  catalogue.treats.forEach((t, i) => {
    const handle = slug(t.title);
    out.push(freeHandle(handle, t.id), {
      sql: UPSERT_PRODUCT,
      params: [t.id, handle, t.title, t.title, 'treat', null, null, t.image.src, false, kibbles.length + i, now],
    });
    t.variants.forEach((v, j) => out.push({ sql: UPSERT_VARIANT, params: [v.id, t.id, v.sku, t.title, null, v.priceCents, j] }));
  });
  for (const p of catalogue.plans) out.push({ sql: UPSERT_PLAN, params: [p.id, p.frequencyDays, p.discountPercent] });
  excluded.forEach((e, i) => out.push({ sql: EXCLUDE_PRODUCT, params: [e.productId, e.title, e.reason, i, now] }));
  out.push({
    sql: "INSERT INTO catalogue_state (id, source, version) VALUES (1, 'demo', 1) ON CONFLICT(id) DO UPDATE SET version = version + 1",
    params: [],
  });
  return out;
}

/**
 * Makes `catalogue` the offered catalogue: upserts its products, variants and plans as offered,
 * the excluded products as not offered with their reason, marks every other row not offered
 * and bumps catalogue_state.version. Run the statements in one batch (a transaction).
 */
export function replaceCatalogueStatements(db: D1Database, catalogue: Catalogue, excluded: readonly ExcludedProduct[], at: Date): D1PreparedStatement[] {
  return catalogueReplacementSql(catalogue, excluded, at).map(({ sql, params }) => db.prepare(sql).bind(...params.map(bindable)));
}

const bindable = (value: SqlValue): string | number | null => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

const STATE_COLUMNS = {
  source: 'source',
  sellingPlanGroupId: 'selling_plan_group_id',
  plansState: 'plans_state',
  plansError: 'plans_error',
  currency: 'currency',
  syncedAt: 'synced_at',
} as const satisfies Record<keyof Omit<CatalogueState, 'version'>, string>;

/**
 * Sets some fields of the catalogue's state, creating the row (source 'demo' unless given) when
 * absent. `at` is written as synced_at unless the patch sets syncedAt itself (null included).
 */
export function catalogueStateStatement(db: D1Database, patch: Partial<Omit<CatalogueState, 'version'>>, at: Date): D1PreparedStatement {
  const { sql, params } = catalogueStateSql(patch, at);
  return db.prepare(sql).bind(...params.map(bindable));
}

/** The statement of {@link catalogueStateStatement}, unbound (the demo-data file inlines it). */
export function catalogueStateSql(patch: Partial<Omit<CatalogueState, 'version'>>, at: Date): CatalogueSql {
  const full: Partial<Omit<CatalogueState, 'version'>> = { syncedAt: at.toISOString(), ...patch, source: patch.source ?? 'demo' };
  const keys = (Object.keys(STATE_COLUMNS) as (keyof typeof STATE_COLUMNS)[]).filter((k) => full[k] !== undefined);
  const cols = keys.map((k) => STATE_COLUMNS[k]);
  // The source is only defaulted for a new row: a patch without one keeps the row's.
  const sets = cols.filter((c) => c !== 'source' || patch.source !== undefined).map((c) => `${c} = excluded.${c}`);
  const sql = `INSERT INTO catalogue_state (id, ${cols.join(', ')}) VALUES (1, ${cols.map((_, i) => `?${i + 1}`).join(', ')})
    ON CONFLICT(id) DO ${sets.length > 0 ? `UPDATE SET ${sets.join(', ')}` : 'NOTHING'}`;
  return { sql, params: keys.map((k) => full[k] ?? null) };
}
