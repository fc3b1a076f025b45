// @engines pglite postgres — the change feed (LISTEN/NOTIFY): `npm test` runs this file on both (scripts/test.mjs).
import { describe, expect, it } from 'vitest';
import { MAX_AGE_MS, MAX_ENTRIES, VersionedCache } from './versioned-cache';

function setup() {
  let now = 1_000_000;
  const cache = new VersionedCache(() => now);
  cache.enabled = true;
  let calls = 0;
  const compute = (value: number) => async () => {
    calls++;
    return value;
  };
  return {
    cache,
    compute,
    calls: () => calls,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('VersionedCache', () => {
  it('answers from memory until a table it read changes', async () => {
    const { cache, compute, calls } = setup();
    expect(await cache.get('k', ['contributions'], compute(1))).toBe(1);
    expect(await cache.get('k', ['contributions'], compute(2))).toBe(1);
    expect(calls()).toBe(1);
    cache.changed('users');
    expect(await cache.get('k', ['contributions'], compute(3))).toBe(1);
    cache.changed('contributions');
    expect(await cache.get('k', ['contributions'], compute(4))).toBe(4);
    expect(calls()).toBe(2);
    expect(cache.hits).toBe(2);
    expect(cache.misses).toBe(2);
  });

  it('does not keep an answer computed while one of its tables changed', async () => {
    const { cache, compute } = setup();
    await cache.get('k', ['dogs', 'contributions'], async () => {
      cache.changed('contributions');
      return 1;
    });
    expect(await cache.get('k', ['dogs', 'contributions'], compute(2))).toBe(2);
    expect(await cache.get('k', ['dogs', 'contributions'], compute(3))).toBe(2);
  });

  it('computes again after MAX_AGE_MS however quiet the tables', async () => {
    const { cache, compute, advance } = setup();
    await cache.get('k', ['dogs'], compute(1));
    advance(MAX_AGE_MS - 1);
    expect(await cache.get('k', ['dogs'], compute(2))).toBe(1);
    advance(1);
    expect(await cache.get('k', ['dogs'], compute(3))).toBe(3);
  });

  it('keeps nothing while disabled (the change feed is down), and forgets everything on forgetAll', async () => {
    const { cache, compute, calls } = setup();
    await cache.get('k', ['dogs'], compute(1));
    cache.forgetAll();
    expect(await cache.get('k', ['dogs'], compute(2))).toBe(2);
    cache.enabled = false;
    expect(await cache.get('k', ['dogs'], compute(3))).toBe(3);
    expect(await cache.get('k', ['dogs'], compute(4))).toBe(4);
    expect(cache.size).toBe(1);
    expect(calls()).toBe(4);
  });

  it('forgetAll also stops an answer being computed from being kept, even for a table never changed', async () => {
    const { cache, compute } = setup();
    await cache.get('k', ['volunteers'], async () => {
      cache.forgetAll();
      return 1;
    });
    expect(await cache.get('k', ['volunteers'], compute(2))).toBe(2);
  });

  it('never keeps an answer that reads a table the database does not announce', async () => {
    const { cache, compute, calls } = setup();
    await cache.get('k', ['sessions'], compute(1));
    await cache.get('k', ['sessions'], compute(2));
    expect(calls()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('computes once for the requests that ask while it is being computed, unless a table changed', async () => {
    const { cache } = setup();
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async () => {
      calls++;
      await gate;
      return calls;
    };
    const first = cache.get('k', ['dogs'], slow);
    const second = cache.get('k', ['dogs'], slow);
    cache.changed('dogs');
    const third = cache.get('k', ['dogs'], slow);
    release();
    expect(await first).toBe(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(calls).toBe(2);
    // The first answer was computed under versions that changed meanwhile: not kept; the third was.
    expect(await cache.get('k', ['dogs'], slow)).toBe(2);
    expect(calls).toBe(2);
  });

  it('passes a failure to every request waiting for it, and keeps nothing', async () => {
    const { cache, compute } = setup();
    const failing = async () => {
      throw new Error('sin base');
    };
    const a = cache.get('k', ['dogs'], failing);
    const b = cache.get('k', ['dogs'], failing);
    await expect(a).rejects.toThrow('sin base');
    await expect(b).rejects.toThrow('sin base');
    expect(await cache.get('k', ['dogs'], compute(5))).toBe(5);
  });

  it('holds at most MAX_ENTRIES answers, dropping the least recently used', async () => {
    const { cache, compute } = setup();
    for (let i = 0; i < MAX_ENTRIES; i++) await cache.get(`k${i}`, ['dogs'], compute(i));
    await cache.get('k0', ['dogs'], compute(-1)); // k0 is now the most recent
    await cache.get('extra', ['dogs'], compute(-2));
    expect(cache.size).toBe(MAX_ENTRIES);
    expect(await cache.get('k0', ['dogs'], compute(-3))).toBe(0);
    expect(await cache.get('k1', ['dogs'], compute(-4))).toBe(-4);
  });
});
