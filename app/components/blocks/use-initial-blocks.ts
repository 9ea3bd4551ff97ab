import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Block } from '../../../core/blocks';
import { deferLaterBlocks, initialBlockCount } from '../../../core/blocks/publishing';
import { TIMINGS } from '../../../core/constants/timings';

/**
 * How much of a page renders at first (spec §4 Render):
 * - 'gate': the first block is a slideshow; it shows alone until its largest image loads or 1 s passes;
 * - 'idle': every block is full width and the device is not iOS; later blocks wait for idle time;
 * - 'all': everything.
 *
 * Server renders and hydration always take 'all': the server's HTML already holds every block (for
 * shoppers without JavaScript and for search engines), and hydration must match it. The gate applies when
 * a page mounts in the browser after a client-side navigation.
 */
export type InitialStage = 'gate' | 'idle' | 'all';

export function initialStage(
  blocks: readonly Pick<Block, 'type' | 'size'>[],
  options: { hydrating: boolean; ios: boolean },
): InitialStage {
  if (options.hydrating) return 'all';
  if (initialBlockCount(blocks) < blocks.length) return 'gate';
  return deferLaterBlocks(blocks, { ios: options.ios }) ? 'idle' : 'all';
}

/** Blocks rendered at a stage: one while gated or deferred, all otherwise. */
export function stageCount(stage: InitialStage, total: number): number {
  return stage === 'all' ? total : Math.min(1, total);
}

function isIos(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

const subscribe = () => () => {};

/** True on the server and while hydrating (React reads the server snapshot then), false afterwards. */
function useServerOrHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}

/**
 * The number of blocks to render now, and `release`, which the first block (a slideshow) calls once its
 * largest image has loaded. The gate also opens after TIMINGS.largestImageTimeoutMs (1 s).
 */
export function useInitialBlocks(blocks: readonly Pick<Block, 'uid' | 'type' | 'size'>[]): {
  count: number;
  release: () => void;
} {
  const hydrating = useServerOrHydrating();
  const key = blocks.map((block) => block.uid).join(' ');
  const [state, setState] = useState<{ key: string; stage: InitialStage }>(() => ({
    key,
    stage: initialStage(blocks, { hydrating, ios: isIos() }),
  }));
  // Another page's blocks (a client-side navigation that keeps this component): start again.
  let stage = state.stage;
  if (state.key !== key) {
    stage = initialStage(blocks, { hydrating: false, ios: isIos() });
    setState({ key, stage });
  }

  // Stable, so that the first block's effects do not re-run: reads the latest blocks when called.
  const latest = useRef(blocks);
  latest.current = blocks;
  const release = useCallback(
    () =>
      setState((current) =>
        current.stage === 'gate'
          ? { ...current, stage: deferLaterBlocks(latest.current, { ios: isIos() }) ? 'idle' : 'all' }
          : current,
      ),
    [],
  );

  useEffect(() => {
    if (stage === 'gate') {
      const timer = setTimeout(release, TIMINGS.largestImageTimeoutMs);
      return () => clearTimeout(timer);
    }
    if (stage === 'idle') {
      const all = () => setState((current) => ({ ...current, stage: 'all' }));
      if ('requestIdleCallback' in window) {
        const handle = window.requestIdleCallback(all, { timeout: TIMINGS.largestImageTimeoutMs });
        return () => window.cancelIdleCallback(handle);
      }
      const timer = setTimeout(all, 1);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [stage, release]);

  return { count: stageCount(stage, blocks.length), release };
}
