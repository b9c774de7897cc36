/**
 * Whether the shop still sells a bag (issue 60): a renewal never charges for one it no longer
 * does. A variant unknown to our catalogue counts as not sold.
 */
export async function isVariantOffered(db: D1Database, variantId: string): Promise<boolean> {
  const row = await db.prepare('SELECT offered FROM product_variants WHERE id = ?1').bind(variantId).first<{ offered: number }>();
  return row?.offered === 1;
}
