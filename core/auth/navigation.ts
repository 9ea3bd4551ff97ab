import { TIMINGS } from '../constants';

export interface ScrollPosition {
  left: number;
  top: number;
}

export type ScrollDecision = { scroll: false } | { scroll: true; position: ScrollPosition; delayMs: number };

const TOP: ScrollPosition = Object.freeze({ left: 0, top: 0 });

/** A location without the trailing slash of its path, so '/a/?q=1' and '/a?q=1' compare equal. */
function withoutTrailingSlash(location: string): string {
  const cut = location.search(/[?#]/);
  const path = cut === -1 ? location : location.slice(0, cut);
  const rest = cut === -1 ? '' : location.slice(cut);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `${trimmed || '/'}${rest}`;
}

/**
 * §2 navigation scroll: no scroll when only the trailing slash changes; otherwise the saved position
 * (back and forward) after 300 ms, or the top of the page.
 */
export function shouldScroll(
  from: string,
  to: string,
  savedPosition: ScrollPosition | null = null,
): ScrollDecision {
  if (withoutTrailingSlash(from) === withoutTrailingSlash(to)) return { scroll: false };
  if (savedPosition) return { scroll: true, position: { ...savedPosition }, delayMs: TIMINGS.scrollMs };
  return { scroll: true, position: { ...TOP }, delayMs: 0 };
}

/**
 * §2 navigation pause: while paused, navigations are held, not followed; on resume only the last held
 * target is followed.
 */
export class NavigationPause<T = string> {
  private held: { target: T } | null = null;
  private pausedCount = 0;

  constructor(private readonly go: (target: T) => void) {}

  get paused(): boolean {
    return this.pausedCount > 0;
  }

  /** Pauses; pauses nest, so every pause needs its resume. */
  pause(): void {
    this.pausedCount += 1;
  }

  /** Follows the target now, or holds it while paused. Answers whether it was followed. */
  navigate(target: T): boolean {
    if (this.paused) {
      this.held = { target };
      return false;
    }
    this.go(target);
    return true;
  }

  /** Ends one pause; when none is left, follows the last held target (if any) and answers it. */
  resume(): T | null {
    if (this.pausedCount === 0) return null;
    this.pausedCount -= 1;
    if (this.paused || !this.held) return null;
    const { target } = this.held;
    this.held = null;
    this.go(target);
    return target;
  }

  /** Drops a held navigation without following it. */
  discard(): void {
    this.held = null;
  }
}
