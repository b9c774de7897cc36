/**
 * The family plan's sentence names the family's kibble from the catalogue on the page (issue 60),
 * else the shop's default kibble; with no catalogue it names none.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { FamilyPlanSummary } from '../../src/components/ui/FamilyPlanSummary';
import { $catalogue } from '../../src/stores/catalogue';

const REX = [{ name: 'Rex', kibble_calories_per_day: 551, kibble_grams_per_day: 163 }];
const SHOP = { ...DEMO_CATALOGUE, kibbles: [{ ...DEMO_CATALOGUE.kibbles[0]!, id: '5001', name: 'Hoki' }], defaultProductId: '5001' };
const sentence = () => document.querySelector('p.sentence')!.textContent;

describe('FamilyPlanSummary', () => {
  it('names the family’s kibble as the catalogue has it', () => {
    render(<FamilyPlanSummary included={REX} productId={DEMO_CATALOGUE.kibbles[1]!.id} />);
    expect(sentence()).toBe(`🐶 Rex needs 551 calories a day: 163 g of our ${DEMO_CATALOGUE.kibbles[1]!.name} kibble.`);
  });

  it('names the shop’s default kibble for a family without one, or with one the shop no longer sells', () => {
    $catalogue.set(SHOP);
    render(<FamilyPlanSummary included={REX} productId="8710529646842" />);
    expect(sentence()).toBe('🐶 Rex needs 551 calories a day: 163 g of our Hoki kibble.');
  });

  it('names no kibble without a catalogue, and still says what the dogs eat', () => {
    $catalogue.set(null);
    render(<FamilyPlanSummary included={REX} productId={DEMO_CATALOGUE.kibbles[1]!.id} />);
    expect(sentence()).toBe('🐶 Rex needs 551 calories a day: 163 g of kibble.');
    expect(screen.getByText('163')).toBeTruthy();
  });
});
