import { describe, expect, it } from 'vitest';
import {
  FONT_EVENTS,
  FONT_LOAD_TIMEOUT_MS,
  FONT_MESSAGES,
  type FontBatchResult,
  type FontEnvironment,
  FontLoader,
  requestedWeights,
  SCRIPT_TIMEOUT_MS,
  withTimeout,
} from './loader';

/** A browser stand-in: timers run when the test says so; stylesheets, scripts and faces answer as told. */
function fakeEnvironment(behaviour: {
  stylesheet?: (href: string) => Promise<void>;
  face?: (descriptor: string) => Promise<readonly unknown[]>;
  script?: (src: string) => Promise<void>;
}) {
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const events: { name: string; detail: FontBatchResult }[] = [];
  const stylesheets: string[] = [];
  const faces: string[] = [];
  const env: FontEnvironment = {
    loadStylesheet: (href) => {
      stylesheets.push(href);
      return behaviour.stylesheet?.(href) ?? Promise.resolve();
    },
    loadScript: (src) => behaviour.script?.(src) ?? Promise.resolve(),
    loadFace: (descriptor) => {
      faces.push(descriptor);
      return behaviour.face?.(descriptor) ?? Promise.resolve([{}]);
    },
    dispatch: (name, detail) => events.push({ name, detail }),
    setTimer: (callback, ms) => {
      next += 1;
      timers.set(next, { callback, ms });
      return next;
    },
    clearTimer: (handle) => timers.delete(handle as number),
  };
  const fireTimers = () => {
    for (const [id, timer] of [...timers]) {
      timers.delete(id);
      timer.callback();
    }
  };
  return { env, events, stylesheets, faces, timers, fireTimers };
}

const href = (family: string, weights: readonly number[], display: string) =>
  `/fonts/${family.replace(/ /g, '-').toLowerCase()}.css?weights=${weights.join(',')}&display=${display}`;
const never = () => new Promise<never>(() => undefined);

describe('requestedWeights (§9: 400 and 700 always requested)', () => {
  it('adds 400 and 700 to the weights asked for, where the face has them', () => {
    expect(requestedWeights('Lato', [300])).toEqual([300, 400, 700]);
    expect(requestedWeights('Bebas Neue', [700])).toEqual([400]);
    expect(requestedWeights('Oswald')).toEqual([400, 700]);
  });
});

describe('FontLoader', () => {
  it('loads a batch, marks the fonts active and fires webfonts-loaded', async () => {
    const fake = fakeEnvironment({});
    const loader = new FontLoader(fake.env, { stylesheetHref: href });
    const result = await loader.load(['Lato', 'Playfair Display']);
    expect(result).toEqual({ loaded: ['Lato', 'Playfair Display'], failed: [] });
    expect(loader.state('Lato')).toBe('active');
    expect(fake.events).toEqual([{ name: FONT_EVENTS.loaded, detail: result }]);
    expect(FONT_EVENTS).toEqual({ loaded: 'webfonts-loaded', failed: 'webfonts-failed-to-load' });
    // The last family of a batch swaps; the others block.
    expect(fake.stylesheets).toEqual([
      '/fonts/lato.css?weights=400,700&display=block',
      '/fonts/playfair-display.css?weights=400,700&display=swap',
    ]);
    expect(fake.faces).toEqual([
      '400 16px "Lato"',
      '700 16px "Lato"',
      '400 16px "Playfair Display"',
      '700 16px "Playfair Display"',
    ]);
  });

  it('does not fetch a loaded family twice', async () => {
    const fake = fakeEnvironment({});
    const loader = new FontLoader(fake.env, { stylesheetHref: href });
    await loader.load(['Lato']);
    await loader.load(['Lato']);
    expect(fake.stylesheets).toHaveLength(1);
    expect(fake.events.map((event) => event.name)).toEqual([FONT_EVENTS.loaded, FONT_EVENTS.loaded]);
  });

  it('reports "Stylesheet failed to load" and marks the font inactive', async () => {
    const fake = fakeEnvironment({ stylesheet: () => Promise.reject(new Error('404')) });
    const loader = new FontLoader(fake.env, { stylesheetHref: href });
    const result = await loader.load(['Roboto']);
    expect(result.failed).toEqual([{ family: 'Roboto', reason: 'Stylesheet failed to load' }]);
    expect(FONT_MESSAGES.stylesheetFailed).toBe('Stylesheet failed to load');
    expect(loader.state('Roboto')).toBe('inactive');
    expect(fake.events).toEqual([{ name: 'webfonts-failed-to-load', detail: result }]);
  });

  it('gives a font 3000 ms and fails the batch when it does not arrive', async () => {
    const fake = fakeEnvironment({
      face: (descriptor) => (descriptor.includes('Rubik') ? never() : Promise.resolve([{}])),
    });
    const loader = new FontLoader(fake.env, { stylesheetHref: href });
    const pending = loader.load(['Lato', 'Rubik']);
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect([...fake.timers.values()].map((timer) => timer.ms)).toContain(FONT_LOAD_TIMEOUT_MS);
    expect(FONT_LOAD_TIMEOUT_MS).toBe(3000);
    fake.fireTimers();
    const result = await pending;
    expect(result).toEqual({ loaded: ['Lato'], failed: [{ family: 'Rubik', reason: 'Font load timeout' }] });
    expect(loader.state('Rubik')).toBe('inactive');
    expect(loader.state('Lato')).toBe('active');
    expect(fake.events[0]?.name).toBe('webfonts-failed-to-load');
  });

  it('fails a face the page does not know', async () => {
    const fake = fakeEnvironment({ face: () => Promise.resolve([]) });
    const loader = new FontLoader(fake.env, { stylesheetHref: href });
    expect((await loader.load(['Lato'])).failed).toEqual([{ family: 'Lato', reason: 'Font load timeout' }]);
  });

  it('refuses a family outside the catalogue without fetching anything', async () => {
    const fake = fakeEnvironment({});
    const loader = new FontLoader(fake.env, { stylesheetHref: href });
    expect((await loader.load(['Comic Sans'])).failed).toEqual([
      { family: 'Comic Sans', reason: 'This font is not available' },
    ]);
    expect(fake.stylesheets).toEqual([]);
  });

  it('times a script out after 5 s with "Script load timeout"', async () => {
    const fake = fakeEnvironment({ script: never });
    const loader = new FontLoader(fake.env, { stylesheetHref: href });
    const pending = loader.loadScript('/fonts/custom.js');
    expect([...fake.timers.values()].map((timer) => timer.ms)).toEqual([SCRIPT_TIMEOUT_MS]);
    expect(SCRIPT_TIMEOUT_MS).toBe(5000);
    fake.fireTimers();
    await expect(pending).rejects.toThrow('Script load timeout');
  });

  it('clears its timer when the work finishes in time', async () => {
    const fake = fakeEnvironment({});
    await withTimeout(fake.env, Promise.resolve(1), 10, 'late');
    expect(fake.timers.size).toBe(0);
    await expect(withTimeout(fake.env, Promise.reject(new Error('boom')), 10, 'late')).rejects.toThrow(
      'boom',
    );
    expect(fake.timers.size).toBe(0);
  });
});
