import { useEffect, useRef } from 'react';
import type { BannerAction } from '../../../../core/blocks';
import { isValidFontScale, visibleBannerActions } from '../../../../core/blocks/rules';
import { cssColour } from '../../../../core/blocks/style';
import {
  BUTTON_SIZES,
  HORIZONTAL_ALIGNMENTS,
  OVERLAY_DIRECTIONS,
  TITLE_TYPES,
  VERTICAL_ALIGNMENTS,
} from '../../../../core/blocks/types/banner';
import { BANNER_LAYOUT } from '../../../../core/constants/layout';
import { LIMITS } from '../../../../core/constants/limits';
import { BANNER } from '../../../../core/images/presets';
import { MenuLink } from '../../chrome/menu-link';
import { ResponsiveImage } from '../../responsive-image';
import type { BlockComponentProps } from '../context';
import {
  blockVars,
  buttonClass,
  choice,
  colour,
  font,
  list,
  num,
  radius,
  record,
  safeSrc,
  str,
  truncate,
} from '../shared';

const CSS_LENGTH = /^(?:0|(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem|em|%|vh|vw|vmin|vmax))$/;

/** The overlay over a banner's media: its colours as a gradient (black when none), at its opacity. */
export function overlayBackground(colours: unknown, direction: unknown): string {
  const valid = list(colours)
    .map(cssColour)
    .filter((value): value is string => value !== undefined);
  if (valid.length === 0) return '#000';
  if (valid.length === 1) return valid[0] as string;
  return `linear-gradient(${choice(direction, OVERLAY_DIRECTIONS, 'to bottom')}, ${valid.join(', ')})`;
}

/** A background video: muted and inline; it plays (and loops) only when reduced motion is not asked for. */
function BannerVideo({ src, poster }: { src: string; poster: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    video.loop = true;
    video.play().catch(() => {});
  }, []);
  return (
    <video
      ref={ref}
      className="banner-media"
      src={src}
      poster={poster || undefined}
      muted
      playsInline
      preload={poster ? 'none' : 'metadata'}
    />
  );
}

function BannerActionLink({ action, size }: { action: BannerAction; size: 'small' | 'standard' | 'large' }) {
  const href = str(action.href).trim() || `@${str(action.action).trim().replace(/^@/, '')}`;
  const newTab = action.target === '_blank';
  return (
    <MenuLink
      href={href}
      className={`banner-action ${buttonClass(action.primary === true, size)}`}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {str(action.text)}
    </MenuLink>
  );
}

/**
 * Banner (and slide): media with an overlay, a title (cut at 50 characters) and copy (cut at 300), and
 * the actions that have text and a link or action. Its box keeps the banner ratio (0.4 by default) with
 * a minimum height, so nothing moves when the 1920x768 image arrives.
 */
export function Banner({ block, properties: p, first }: BlockComponentProps) {
  const media = record(p.media);
  const image = safeSrc(media?.image) || safeSrc(p.image);
  const video = safeSrc(media?.video) || safeSrc(p.video);
  const title = truncate(str(p.title).trim(), LIMITS.bannerTitleMaxChars);
  const copy = truncate(str(p.copy).trim(), LIMITS.bannerCopyMaxChars);
  const actions = visibleBannerActions<BannerAction>(p.actions);
  const TitleTag = choice(p.titleType, TITLE_TYPES, 'h1');
  const ratio =
    num(p.ratio, BANNER_LAYOUT.ratio) > 0 ? num(p.ratio, BANNER_LAYOUT.ratio) : BANNER_LAYOUT.ratio;
  const minHeight = CSS_LENGTH.test(str(p.minHeight)) ? str(p.minHeight) : BANNER_LAYOUT.minHeight;
  const opacity = Math.min(1, Math.max(0, num(p.overlayOpacity, BANNER_LAYOUT.overlayOpacity)));
  const overlayColours = list(p.overlayColors);
  const hasMedia = image !== '' || video !== '';
  const href = str(p.href).trim();
  const vertical = choice(p.verticalAlignment, VERTICAL_ALIGNMENTS, 'center');
  const horizontal = choice(p.horizontalAlignment, HORIZONTAL_ALIGNMENTS, 'center');
  const buttonSize = choice(p.buttonSize, BUTTON_SIZES, 'standard');

  return (
    <section
      className={`block-banner banner-v-${vertical} banner-h-${horizontal}`}
      style={blockVars({
        '--banner-ratio': `${Number((1 / ratio).toFixed(4))}`,
        '--banner-min-height': minHeight,
        '--banner-font-scale': isValidFontScale(p.fontScale) ? p.fontScale : 1,
        '--block-background': colour(p.backgroundColor),
        '--block-title-color': colour(p.titleColor),
        '--block-copy-color': colour(p.copyColor),
        '--block-title-background': colour(p.titleBackgroundColor),
        '--block-copy-background': colour(p.copyBackgroundColor),
        '--block-radius': radius(p.borderRadius),
        '--block-font': typeof block.properties.font === 'string' ? font(block.properties.font) : undefined,
      })}
    >
      {video ? (
        <BannerVideo src={video} poster={safeSrc(p.videoThumbnail)} />
      ) : image ? (
        <ResponsiveImage
          className="banner-media"
          src={image}
          alt=""
          width={BANNER.width}
          height={BANNER.height}
          sizes="100vw"
          priority={first}
        />
      ) : null}
      {hasMedia || overlayColours.length > 0 ? (
        <div
          className="banner-overlay"
          aria-hidden="true"
          style={{
            background: media?.overlay
              ? (cssColour(media.overlay) ?? '#000')
              : overlayBackground(overlayColours, p.overlayDirection),
            opacity,
          }}
        />
      ) : null}
      {href !== '' && actions.length === 0 ? (
        <MenuLink href={href} className="banner-link">
          <span className="visually-hidden">{title || 'Open banner link'}</span>
        </MenuLink>
      ) : null}
      <div className="banner-content">
        {title !== '' ? <TitleTag className="banner-title">{title}</TitleTag> : null}
        {copy !== '' ? <p className="banner-copy">{copy}</p> : null}
        {actions.length > 0 ? (
          <div className="banner-actions">
            {actions.map((action, index) => (
              <BannerActionLink key={index} action={action} size={buttonSize} />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
