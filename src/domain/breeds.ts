/**
 * The breed typeahead's list (spec 000 §3, §5): purebreds and the named crossbreeds common in
 * New Zealand, then 'Mixed' and 'Other' so every dog has an answer.
 */

export const PUREBREDS = [
  'Affenpinscher',
  'Afghan Hound',
  'Airedale Terrier',
  'Akita',
  'Alaskan Malamute',
  'American Staffordshire Terrier',
  'Australian Cattle Dog',
  'Australian Kelpie',
  'Australian Shepherd',
  'Australian Terrier',
  'Basenji',
  'Basset Hound',
  'Beagle',
  'Bearded Collie',
  'Bedlington Terrier',
  'Bernese Mountain Dog',
  'Bichon Frise',
  'Bloodhound',
  'Border Collie',
  'Border Terrier',
  'Borzoi',
  'Boston Terrier',
  'Boxer',
  'Brittany',
  'Bull Terrier',
  'Bulldog',
  'Bullmastiff',
  'Cairn Terrier',
  'Cane Corso',
  'Cavalier King Charles Spaniel',
  'Chihuahua',
  'Chinese Crested',
  'Chow Chow',
  'Cocker Spaniel',
  'Collie',
  'Dachshund',
  'Dalmatian',
  'Dobermann',
  'English Setter',
  'English Springer Spaniel',
  'Foxhound',
  'French Bulldog',
  'German Shepherd',
  'German Shorthaired Pointer',
  'Giant Schnauzer',
  'Golden Retriever',
  'Gordon Setter',
  'Great Dane',
  'Greyhound',
  'Havanese',
  'Huntaway',
  'Irish Setter',
  'Irish Wolfhound',
  'Italian Greyhound',
  'Jack Russell Terrier',
  'Japanese Spitz',
  'Keeshond',
  'Labrador Retriever',
  'Lagotto Romagnolo',
  'Leonberger',
  'Lhasa Apso',
  'Maltese',
  'Mastiff',
  'Miniature Pinscher',
  'Miniature Schnauzer',
  'Newfoundland',
  'New Zealand Heading Dog',
  'Norfolk Terrier',
  'Old English Sheepdog',
  'Papillon',
  'Pekingese',
  'Pembroke Welsh Corgi',
  'Pomeranian',
  'Poodle (Miniature)',
  'Poodle (Standard)',
  'Poodle (Toy)',
  'Pug',
  'Rhodesian Ridgeback',
  'Rottweiler',
  'Saint Bernard',
  'Saluki',
  'Samoyed',
  'Schipperke',
  'Scottish Terrier',
  'Shar Pei',
  'Shetland Sheepdog',
  'Shiba Inu',
  'Shih Tzu',
  'Siberian Husky',
  'Staffordshire Bull Terrier',
  'Tibetan Terrier',
  'Vizsla',
  'Weimaraner',
  'Welsh Terrier',
  'West Highland White Terrier',
  'Whippet',
  'Yorkshire Terrier',
] as const;

/** Named crossbreeds owners ask for by name (the oodles, and New Zealand's working crosses). */
export const CROSSBREEDS = [
  'Beagalier',
  'Cavoodle',
  'Cockapoo',
  'Groodle',
  'Jug',
  'Labradoodle',
  'Maltipoo',
  'Moodle',
  'Pomsky',
  'Puggle',
  'Schnoodle',
  'Shihpoo',
  'Spoodle',
  'Staffy Cross',
  'Huntaway Cross',
  'Heading Dog Cross',
] as const;

/** For a dog of no one breed. */
export const MIXED_BREED = 'Mixed';
/** For a breed the list does not have. */
export const OTHER_BREED = 'Other';

/** Every choice of the typeahead, purebreds and crossbreeds alphabetically, then Mixed and Other. */
export const BREEDS: readonly string[] = [
  ...[...PUREBREDS, ...CROSSBREEDS].sort((a, b) => a.localeCompare(b, 'en')),
  MIXED_BREED,
  OTHER_BREED,
];

/**
 * Case-insensitive substring search, in list order; a blank query returns the whole list.
 *
 * @example
 * searchBreeds('doodle') // ['Labradoodle']
 * searchBreeds('POO', 3) // ['Cockapoo', 'Maltipoo', 'Poodle (Miniature)']
 */
export function searchBreeds(query: string, limit?: number): string[] {
  const q = query.trim().toLowerCase();
  const matches = q === '' ? [...BREEDS] : BREEDS.filter((b) => b.toLowerCase().includes(q));
  return limit === undefined ? matches : matches.slice(0, Math.max(0, limit));
}
