import { type CSSProperties, useContext } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router';
import type { VisibleBlock } from '../../../core/blocks';
import { BlockFrame, frameClassName } from './block-frame';
import { type BlockContextValue, useBlockContext } from './context';
import { useRootDataOfBlocks } from './rendered-alone';
import { keptBlockHtml } from './static-block-frame';
import { rendersStatically } from './static-blocks';
import { type StaticMarkup, StaticMarkupContext } from './static-markup';

/**
 * The items of a row, grid or carousel, each in its frame. On the server, an item that renders statically
 * (a card, an image) inside a block that hydrates (a carousel) is rendered on its own and kept, with the
 * markers hydration reads: the browser hydrates it as if it had been rendered in place
 * (block-item-frames.test.tsx checks the bytes are the same).
 */
export function BlockItems({
  items,
  itemClassName,
  itemStyle,
}: {
  items: readonly VisibleBlock[];
  itemClassName: string;
  itemStyle?: (item: VisibleBlock) => CSSProperties | undefined;
}) {
  const markup = useContext(StaticMarkupContext);
  const context = useBlockContext();
  // import.meta.env.SSR is a constant of each build: the browser's chunk leaves KeptItemFrame out.
  const keeping = import.meta.env.SSR && context.mode === 'native' ? markup : null;
  return (
    <>
      {items.map((item) =>
        keeping !== null && context.registry?.has(item.type) && rendersStatically(item, context.data) ? (
          <KeptItemFrame
            key={item.uid}
            markup={keeping}
            context={context}
            item={item}
            className={itemClassName}
            style={itemStyle?.(item)}
          />
        ) : (
          <BlockFrame key={item.uid} block={item} className={itemClassName} style={itemStyle?.(item)} />
        ),
      )}
    </>
  );
}

function KeptItemFrame({
  markup,
  context,
  item,
  className,
  style,
}: {
  markup: StaticMarkup;
  context: BlockContextValue;
  item: VisibleBlock;
  className: string;
  style: CSSProperties | undefined;
}) {
  const navigation = useContext(NavigationContext);
  const rootData = useRootDataOfBlocks();
  const html =
    navigation.basename === '/' ? keptBlockHtml(markup, item, context, navigation, rootData, true) : null;
  if (html === null) {
    return <BlockFrame block={item} className={className} style={style} />;
  }
  return (
    <div
      className={frameClassName(item, className, false)}
      style={style}
      data-block={item.type}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the item's own HTML, rendered by React from its properties.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
