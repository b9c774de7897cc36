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

  it('says who changed a subscription and what happened in a merchant’s words', () => {
    expect(actorText('shop:4242')).toBe('Shop staff');
    expect(actorText('customer:7001000000001')).toBe('Customer');
    expect(actorText('scheduler')).toBe('Automatic');
    expect(actionText('pause-until')).toBe('Paused until a date');
    expect(actionText('renewal-dead-lettered')).toBe('Renewal stopped: every retry failed');
  });

  it('reads the section from the URL, Overview by default', () => {
    expect(sectionOf('?section=forecast')).toBe('forecast');
    expect(sectionOf('?section=nope')).toBe('overview');
    expect(sectionOf('')).toBe('overview');
  });
});
