import { type CSSProperties, Fragment, type ReactNode } from 'react';
import type { VisibleBlock } from '../../../core/blocks';
import { columnSpan } from '../../../core/blocks/grid';
import { cssColour, cssRadius, ratioValue } from '../../../core/blocks/style';
import { POD_BASE_WIDTH, POD_WIDTHS } from '../../../core/images/presets';
import { isSafeLink } from '../../../core/links/safe';
import { fontStack } from '../../../core/theme/fonts';
import { MenuLink } from '../chrome/menu-link';
import { ResponsiveImage } from '../responsive-image';
import { useBlockContext } from './context';

/** A string property, or the fallback. */
export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** A finite number property, or the fallback. */
export function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** One of the allowed values, or the fallback. */
export function choice<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/** A list property as an array (empty for anything else). */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A record property (null for anything else). */
export function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A URL for src attributes: safe links only (data: only for raster images), '' otherwise. */
export function safeSrc(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' && isSafeLink(value) ? value.trim() : '';
}

/** Text cut to `max` characters (code points) with an ellipsis when longer. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : text;
}

/**
 * Custom properties for a block's own settings (colours, radius, font): CSS reads them with the theme's
 * values as fallbacks, e.g. `color: var(--block-text-color, var(--quote-text-color))`. Unset values are
 * left out so the theme applies.
 */
export function blockVars(vars: Record<string, string | number | undefined | null>): CSSProperties {
  const style: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(vars)) {
    if (value !== undefined && value !== null && value !== '') style[name] = value;
  }
  return style as CSSProperties;
}

export const colour = cssColour;
export const radius = cssRadius;

/** A font stack for a block's own font ('' → undefined, the theme's font). */
export function font(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? fontStack(value.trim()) : undefined;
}

/** The img `sizes` of a block from its width in the grid (6 columns on xs, 12 from sm). */
export function blockSizes(block: Pick<VisibleBlock, 'size'>, minSize = 3): string {
  const wide = columnSpan(block.size.x, 'sm', minSize);
  const narrow = columnSpan(block.size.x, 'xs', minSize);
  return `(min-width: 576px) ${Math.round((wide / 12) * 100)}vw, ${Math.round((narrow / 6) * 100)}vw`;
}

/** Heading element for a card titleSize 0-4 (h2-h6); `fallback` for anything else. */
export function headingFor(size: unknown, fallback: HeadingTag = 'p'): HeadingTag {
  return typeof size === 'number' && Number.isInteger(size) && size >= 0 && size <= 4
    ? (`h${size + 2}` as HeadingTag)
    : fallback;
}
export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p';

/** A link through MenuLink (in-app, new tab or '@event'), or the children alone when there is no href. */
export function BlockLink({
  href,
  target,
  className,
  children,
  label,
  download,
}: {
  href: unknown;
  target?: unknown;
  className?: string;
  children: ReactNode;
  label?: string;
  download?: boolean;
}) {
  const to = str(href).trim();
  if (to === '') return className ? <span className={className}>{children}</span> : children;
  const newTab = target === '_blank';
  return (
    <MenuLink
      href={to}
      className={className}
      aria-label={label}
      download={download || undefined}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </MenuLink>
  );
}

/** Button classes of the base stylesheet. */
export function buttonClass(primary: boolean, size: 'small' | 'standard' | 'large' = 'standard'): string {
  return `button${primary ? ' button-primary' : ' button-secondary'}${size === 'standard' ? '' : ` button-${size}`}`;
}

/**
 * An image in a box of fixed ratio (height / width), so nothing moves when it loads; the placeholder colour
 * shows when there is no image.
 */
export function BlockImage({
  src,
  alt,
  ratio,
  sizes,
  priority = false,
  className = 'block-media',
}: {
  src: unknown;
  alt: string;
  ratio: unknown;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const value = ratioValue(ratio, 1);
  const url = safeSrc(src);
  return (
    <div className={className} style={{ aspectRatio: `1 / ${value}` }}>
      {url ? (
        <ResponsiveImage
          src={url}
          alt={alt}
          width={POD_BASE_WIDTH}
          height={Math.round(POD_BASE_WIDTH * value)}
          ratio={value}
          widths={POD_WIDTHS}
          sizes={sizes}
          priority={priority}
        />
      ) : null}
    </div>
  );
}

/** Paragraphs of plain text (blank lines split them, single line breaks kept). */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph.split('\n').map((line, at) => (
            <Fragment key={at}>
              {at > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}

/**
 * What an empty block shows: a hint in the editor's preview, nothing for shoppers (a block without content
 * has nothing to say).
 */
export function EmptyBlock({ title, hint }: { title: string; hint: string }) {
  const { mode } = useBlockContext();
  if (mode !== 'preview') return null;
  return (
    <div className="block-empty">
      <strong>{title}</strong> <span>{hint}</span>
    </div>
  );
}

/** The block's server-resolved figures (BlockData.values) for dashboard blocks. */
export function useBlockValues(uid: string): Readonly<Record<string, unknown>> | null {
  const { data } = useBlockContext();
  return data.values?.[uid] ?? null;
}
