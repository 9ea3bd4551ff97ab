import { describe, expect, it, vi } from 'vitest';
import { NavigationPause, shouldScroll } from './navigation';

describe('shouldScroll', () => {
  it('does not scroll when only the trailing slash changes', () => {
    expect(shouldScroll('/collection/tees', '/collection/tees/')).toEqual({ scroll: false });
    expect(shouldScroll('/collection/tees/', '/collection/tees')).toEqual({ scroll: false });
    expect(shouldScroll('/search/?q=red', '/search?q=red')).toEqual({ scroll: false });
    expect(shouldScroll('/', '/')).toEqual({ scroll: false });
  });

  it('scrolls to the top of a new page at once', () => {
    expect(shouldScroll('/a/', '/b/')).toEqual({ scroll: true, position: { left: 0, top: 0 }, delayMs: 0 });
    expect(shouldScroll('/search/?q=red', '/search/?q=blue')).toMatchObject({ scroll: true });
  });

  it('returns to a saved position after 300 ms', () => {
    expect(shouldScroll('/b/', '/a/', { left: 0, top: 840 })).toEqual({
      scroll: true,
      position: { left: 0, top: 840 },
      delayMs: 300,
    });
  });

  it('ignores a saved position when only the trailing slash changes', () => {
    expect(shouldScroll('/a', '/a/', { left: 0, top: 120 })).toEqual({ scroll: false });
  });
});

describe('NavigationPause', () => {
  it('follows navigations at once while not paused', () => {
    const go = vi.fn();
    const pause = new NavigationPause(go);
    expect(pause.navigate('/a/')).toBe(true);
    expect(go).toHaveBeenCalledWith('/a/');
    expect(pause.resume()).toBeNull();
  });

  it('holds navigations while paused and follows only the last on resume', () => {
    const go = vi.fn();
    const pause = new NavigationPause(go);
    pause.pause();
    expect(pause.paused).toBe(true);
    expect(pause.navigate('/a/')).toBe(false);
    expect(pause.navigate('/b/')).toBe(false);
    expect(pause.navigate('/c/')).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(pause.resume()).toBe('/c/');
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('/c/');
    expect(pause.paused).toBe(false);
    expect(pause.resume()).toBeNull();
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('resumes with nothing to follow when nothing was held', () => {
    const go = vi.fn();
    const pause = new NavigationPause(go);
    pause.pause();
    expect(pause.resume()).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it('nests pauses: the last resume follows', () => {
    const go = vi.fn();
    const pause = new NavigationPause(go);
    pause.pause();
    pause.pause();
    pause.navigate('/a/');
    expect(pause.resume()).toBeNull();
    expect(go).not.toHaveBeenCalled();
    expect(pause.resume()).toBe('/a/');
    expect(go).toHaveBeenCalledWith('/a/');
  });

  it('can drop a held navigation', () => {
    const go = vi.fn();
    const pause = new NavigationPause(go);
    pause.pause();
    pause.navigate('/a/');
    pause.discard();
    expect(pause.resume()).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });
});
