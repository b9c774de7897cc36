import { describe, expect, it } from 'vitest';
import { actionText, actorText, sectionOf } from '../../src/copy/console';
import { consoleDateTime, consoleDay } from '../../src/domain/console-time';

describe('the console’s words and times (issue 49)', () => {
  it('writes days and times one way, in the shop’s zone, naming the zone', () => {
    expect(consoleDay('2026-06-01')).toBe('1 Jun 2026');
    expect(consoleDateTime('2026-05-31T19:05:00Z')).toBe('1 Jun 2026, 07:05 NZST');
    // Summer time: the same instant of day reads an hour later.
    expect(consoleDateTime('2026-01-31T19:05:00Z')).toBe('1 Feb 2026, 08:05 NZDT');
    expect(consoleDay('not a day')).toBe('');
  });

  it.each([
    ['shop:4242', 'Shop staff', actorText],
    ['customer:7001000000001', 'Customer', actorText],
    ['scheduler', 'Automatic', actorText],
    ['pause-until', 'Paused until a date', actionText],
    ['renewal-dead-lettered', 'Renewal stopped: every retry failed', actionText],
  ])('says who changed a subscription and what happened in a merchant’s words: %s reads “%s”', (code, text, words) => {
    expect(words(code)).toBe(text);
  });

  it('reads the section from the URL, Overview by default', () => {
    expect(sectionOf('?section=forecast')).toBe('forecast');
    expect(sectionOf('?section=nope')).toBe('overview');
    expect(sectionOf('')).toBe('overview');
  });
});
