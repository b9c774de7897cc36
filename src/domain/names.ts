/** Names in a sentence, kept apart so a page that joins names loads nothing else (the recipe pages' budget). */

/**
 * The names joined as a person would.
 *
 * @example
 * joinedNames(['Poppy', 'Bruno', 'Kiwi']) // 'Poppy, Bruno and Kiwi'
 */
export function joinedNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
