import { type ContextType, type CSSProperties, type HTMLAttributes, useContext, useState } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router';
import type { VisibleBlock } from '../../../core/blocks';
import { sharedValueId } from '../../json-text';
import { useInAppLinks } from '../navigation/in-app-links';
import { frameClassName, RenderedBlock } from './block-frame';
import { BlockContext, type BlockContextValue, useBlockContext } from './context';
import { RenderedAlone, type RootDataOfBlocks, useRootDataOfBlocks } from './rendered-alone';
import { dataOfBlock } from './static-blocks';
import { type StaticMarkup, StaticMarkupContext } from './static-markup';

type ServerHtml = { __html: string };

/**
 * The HTML the server rendered for a block, when this render is hydrating it; null when the block is
 * rendered in the browser (a page reached in the app, or a block added by a revalidation).
 */
function useServerHtml(id: string): ServerHtml | null {
  const [html] = useState<ServerHtml | null>(() => {
    if (typeof document === 'undefined') return null;
    const element = document.querySelector(`[data-static-block="${CSS.escape(id)}"]`);
    // Kept rather than just flagged: should React ever render the region afresh, the block keeps its content.
    return element ? { __html: element.innerHTML } : null;
  });
  return html;
}

/**
 * A block with nothing to do in the browser but follow links (static-blocks.ts), in its grid cell. The page
 * the browser loaded keeps the block's server HTML untouched: React hydrates the cell alone, never the
 * block's own tree, which is most of the work of hydrating a long page. Its links still navigate in the app.
 */
export function StaticBlockFrame({
  id,
  block,
  className,
  style,
}: {
  /** Unique on the page and across pages (the region's path and the block's uid). */
  id: string;
  block: VisibleBlock;
  className: string;
  style?: CSSProperties;
}) {
  const serverHtml = useServerHtml(id);
  const followLink = useInAppLinks();
  const markup = useContext(StaticMarkupContext);
  const attributes = {
    className: frameClassName(block, className, false),
    style,
    'data-block': block.type,
    'data-static-block': id,
  };
  if (serverHtml) {
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: it only catches clicks on the links inside, which are keyboard reachable themselves (Enter clicks them).
      <div
        {...attributes}
        onClick={followLink}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the block's own server-rendered HTML, read back from the page; during hydration React does not even write it.
        dangerouslySetInnerHTML={serverHtml}
        suppressHydrationWarning
      />
    );
  }
  // import.meta.env.SSR is a constant of each build: the browser's chunk leaves BlockMarkup out.
  if (import.meta.env.SSR && markup)
    return <BlockMarkup markup={markup} block={block} attributes={attributes} />;
  return (
    <div {...attributes}>
      <RenderedBlock block={block} />
    </div>
  );
}

const noop = () => {};

/**
 * The block's kept HTML, rendered with nothing but what its key names (null: render it in the page); with
 * `hydrates`, with the markers the browser's hydration reads (an item of a block that hydrates).
 */
export function keptBlockHtml(
  markup: StaticMarkup,
  block: VisibleBlock,
  context: BlockContextValue,
  navigation: ContextType<typeof NavigationContext>,
  rootData: RootDataOfBlocks,
  hydrates = false,
): string | null {
  // A block read back from JSON text is named by its properties' id: the same object, the same block.
  const propertiesId = context.keptKey ? sharedValueId(block.properties) : undefined;
  // A key by contents needs the block's data anyway; a key by id finds it only when it renders.
  const data = propertiesId === undefined ? dataOfBlock(block, context.data) : null;
  const key =
    data !== null
      ? JSON.stringify([block, data, context.mode, context.visitor, context.path, rootData])
      : `${context.keptKey}${propertiesId} ${block.uid} ${JSON.stringify(rootData)}`;
  return markup(
    key,
    `${block.uid}-`,
    () => (
      <RenderedAlone navigation={navigation} rootData={rootData}>
        <BlockContext.Provider
          value={{
            ...context,
            data: data ?? dataOfBlock(block, context.data),
            onFirstMediaReady: noop,
            keptKey: null,
          }}
        >
          <RenderedBlock block={block} />
        </BlockContext.Provider>
      </RenderedAlone>
    ),
    { hydrates },
  );
}

/**
 * On the server: the block's HTML rendered on its own and kept (StaticMarkup), keyed by everything it is given:
 * the block, its part of the page's data, the page's mode, visitor and path, and the currencies. The render
 * is given nothing else (not the rest of the page's data, nor the rest of the root loader's), so a key can
 * never stand for two different blocks' HTML; static-block-frame.test.tsx checks it is the HTML the page
 * would have rendered. Most of a long home page's blocks are static: their HTML comes from memory.
 */
function BlockMarkup({
  markup,
  block,
  attributes,
}: {
  markup: StaticMarkup;
  block: VisibleBlock;
  attributes: HTMLAttributes<HTMLDivElement>;
}) {
  const context = useBlockContext();
  const navigation = useContext(NavigationContext);
  const rootData = useRootDataOfBlocks();
  // A site under a basename would resolve links through the whole router, which the render on its own lacks.
  const html =
    navigation.basename === '/' ? keptBlockHtml(markup, block, context, navigation, rootData) : null;
  if (html === null) {
    return (
      <div {...attributes}>
        <RenderedBlock block={block} />
      </div>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the block's own HTML, rendered by React from its properties.
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
