import type { Catalogue } from '../../../src/domain/catalogue';
import { LEGACY_CATALOGUE } from '../../../src/domain/catalogue-legacy';

/**
 * The spec's demo shop (spec 000 §9) as data: the three kibbles with their ids and kcal per kg,
 * the bag-size variants and their list prices, the treats and one selling plan per delivery
 * frequency the dashboard offers (plan id = 690000000000 + days, at the renewal discount). The
 * demo-data loader puts it into D1, which is the catalogue in local mode; tests may import it,
 * nothing else outside functions/db/demo may.
 *
 * Its literals live once, for now in the transitional src/domain/catalogue-legacy.ts that the
 * call sites not yet given the catalogue still read (issue 60); when that file goes, they move here.
 */
export const DEMO_CATALOGUE: Catalogue = LEGACY_CATALOGUE;
