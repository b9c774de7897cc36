import { describe, expect, it } from 'vitest';
import { BREEDS, CROSSBREEDS, PUREBREDS, searchBreeds } from '../../src/domain/breeds';

describe('breed list', () => {
  it('holds about 100 purebreds and named crossbreeds, then Mixed and Other', () => {
    expect(PUREBREDS.length + CROSSBREEDS.length).toBeGreaterThanOrEqual(95);
    expect(PUREBREDS.length + CROSSBREEDS.length).toBeLessThanOrEqual(130);
    expect(BREEDS.slice(-2)).toEqual(['Mixed', 'Other']);
    for (const crossbreed of ['Labradoodle', 'Cavoodle', 'Spoodle']) expect(BREEDS).toContain(crossbreed);
  });

  it('has no duplicates and is alphabetical before Mixed and Other', () => {
    expect(new Set(BREEDS.map((b) => b.toLowerCase())).size).toBe(BREEDS.length);
    const named = BREEDS.slice(0, -2);
    expect(named).toEqual([...named].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('searchBreeds', () => {
  it('matches a case-insensitive substring', () => {
    expect(searchBreeds('doodle')).toEqual(['Labradoodle']);
    expect(searchBreeds('LABRA')).toEqual(['Labradoodle', 'Labrador Retriever']);
    expect(searchBreeds('retriever')).toEqual(['Golden Retriever', 'Labrador Retriever']);
  });

  it('keeps list order and honours a limit', () => {
    expect(searchBreeds('POO', 3)).toEqual(['Cockapoo', 'Maltipoo', 'Poodle (Miniature)']);
    expect(searchBreeds('poo', 0)).toEqual([]);
  });

  it('returns the whole list for a blank query and nothing for a miss', () => {
    expect(searchBreeds('  ')).toEqual(BREEDS);
    expect(searchBreeds('zzz')).toEqual([]);
  });
});
