import { THEME_DEFAULTS, TIMINGS } from '../constants';
import { findFont } from './catalogue';

/** §8 messages of the font loader, verbatim. */
export const FONT_MESSAGES = Object.freeze({
  scriptTimeout: 'Script load timeout',
  stylesheetFailed: 'Stylesheet failed to load',
  fontTimeout: 'Font load timeout',
  unknownFont: 'This font is not available',
});

/** §4: the window events the loader fires when a batch settles. */
export const FONT_EVENTS = Object.freeze({
  loaded: 'webfonts-loaded',
  failed: 'webfonts-failed-to-load',
});

/** §9: script timeout 5000 ms; a font gets 3000 ms. */
export const SCRIPT_TIMEOUT_MS = 5_000;
export const FONT_LOAD_TIMEOUT_MS = TIMINGS.fontLoadTimeoutMs;

export type FontState = 'loading' | 'active' | 'inactive';
export type FontDisplay = 'swap' | 'block';

/** What the loader needs from a browser; app/ gives it the document, tests give it fakes. */
export interface FontEnvironment {
  /** Adds a stylesheet; resolves when it loaded, rejects when it failed. */
  loadStylesheet(href: string): Promise<void>;
  /** Adds a script; resolves when it ran, rejects when it failed. */
  loadScript(src: string): Promise<void>;
  /** document.fonts.load(descriptor): the faces that matched (none when the family is unknown to the page). */
  loadFace(descriptor: string): Promise<readonly unknown[]>;
  dispatch(event: string, detail: FontBatchResult): void;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface FontBatchResult {
  loaded: string[];
  failed: { family: string; reason: string }[];
}

export interface FontLoaderOptions {
  /** The stylesheet of a family's faces (e.g. the server's /fonts/{family}.css). */
  stylesheetHref(family: string, weights: readonly number[], display: FontDisplay): string;
  timeoutMs?: number;
  scriptTimeoutMs?: number;
}

/** Rejects with Error(message) when `promise` has not settled within `ms`. */
export function withTimeout<T>(
  env: Pick<FontEnvironment, 'setTimer' | 'clearTimer'>,
  promise: Promise<T>,
  ms: number,
  message: string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = env.setTimer(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        env.clearTimer(timer);
        resolve(value);
      },
      (error: unknown) => {
        env.clearTimer(timer);
        reject(error);
      },
    );
  });
}

/** The weights to request for a family: the ones asked for plus 400 and 700 (§9), where the face has them. */
export function requestedWeights(family: string, wanted: readonly number[] = []): number[] {
  const font = findFont(family);
  const all = new Set([...THEME_DEFAULTS.fontWeights, ...wanted]);
  return [...all].filter((weight) => !font || font.weights.includes(weight)).sort((a, b) => a - b);
}

/**
 * Loads web fonts in batches and remembers each family's state (§4: active or inactive). A batch fires
 * 'webfonts-loaded' when every family loaded, else 'webfonts-failed-to-load' with the failures; the last
 * family of a batch is requested with font-display 'swap', the others with 'block'.
 */
export class FontLoader {
  private readonly states = new Map<string, FontState>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly loadedKeys = new Set<string>();
  private readonly timeoutMs: number;
  private readonly scriptTimeoutMs: number;

  constructor(
    private readonly env: FontEnvironment,
    private readonly options: FontLoaderOptions,
  ) {
    this.timeoutMs = options.timeoutMs ?? FONT_LOAD_TIMEOUT_MS;
    this.scriptTimeoutMs = options.scriptTimeoutMs ?? SCRIPT_TIMEOUT_MS;
  }

  state(family: string): FontState | undefined {
    return this.states.get(family);
  }

  /** A third-party font script (custom font hosts): 'Script load timeout' after 5 s. */
  loadScript(src: string): Promise<void> {
    return withTimeout(this.env, this.env.loadScript(src), this.scriptTimeoutMs, FONT_MESSAGES.scriptTimeout);
  }

  async load(families: readonly string[], weights: readonly number[] = []): Promise<FontBatchResult> {
    const unique = [...new Set(families.map((family) => family.trim()).filter(Boolean))];
    const result: FontBatchResult = { loaded: [], failed: [] };
    await Promise.all(
      unique.map(async (family, index) => {
        const display: FontDisplay = index === unique.length - 1 ? 'swap' : 'block';
        try {
          await this.loadFamily(family, requestedWeights(family, weights), display);
          result.loaded.push(family);
        } catch (error) {
          result.failed.push({ family, reason: error instanceof Error ? error.message : String(error) });
        }
      }),
    );
    result.loaded.sort();
    result.failed.sort((a, b) => a.family.localeCompare(b.family));
    this.env.dispatch(result.failed.length === 0 ? FONT_EVENTS.loaded : FONT_EVENTS.failed, result);
    return result;
  }

  private loadFamily(family: string, weights: number[], display: FontDisplay): Promise<void> {
    const key = `${family}|${weights.join(',')}`;
    const running = this.pending.get(key);
    if (running) return running;
    if (this.loadedKeys.has(key)) return Promise.resolve();
    const task = this.fetchFamily(family, weights, display)
      .then(() => {
        this.loadedKeys.add(key);
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, task);
    return task;
  }

  private async fetchFamily(family: string, weights: number[], display: FontDisplay): Promise<void> {
    if (!findFont(family)) {
      this.states.set(family, 'inactive');
      throw new Error(FONT_MESSAGES.unknownFont);
    }
    this.states.set(family, 'loading');
    try {
      await this.env
        .loadStylesheet(this.options.stylesheetHref(family, weights, display))
        .catch(() => Promise.reject(new Error(FONT_MESSAGES.stylesheetFailed)));
      const size = THEME_DEFAULTS.fontSize;
      const faces = await withTimeout(
        this.env,
        Promise.all(weights.map((weight) => this.env.loadFace(`${weight} ${size}px "${family}"`))),
        this.timeoutMs,
        FONT_MESSAGES.fontTimeout,
      );
      if (faces.some((matched) => matched.length === 0)) throw new Error(FONT_MESSAGES.fontTimeout);
      this.states.set(family, 'active');
    } catch (error) {
      this.states.set(family, 'inactive');
      throw error;
    }
  }
}
