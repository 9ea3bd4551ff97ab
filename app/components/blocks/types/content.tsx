import { TEXT_ALIGNS } from '../../../../core/blocks/types/cards';
import { SOCIAL_NETWORKS } from '../../../../core/blocks/types/content';
import type { BlockComponentProps } from '../context';
import { BlockIcon } from '../icon';
import {
  BlockImage,
  BlockLink,
  blockSizes,
  blockVars,
  choice,
  colour,
  EmptyBlock,
  list,
  Paragraphs,
  record,
  str,
} from '../shared';

const NETWORK_NAMES: Readonly<Record<(typeof SOCIAL_NETWORKS)[number], string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
};

/** Social links: one labelled link per network that has an address; external ones open in a new tab. */
export function SocialsBlock({ properties: p }: BlockComponentProps) {
  const links = record(p.links) ?? {};
  const present = SOCIAL_NETWORKS.filter((network) => str(links[network]).trim() !== '');
  if (present.length === 0)
    return <EmptyBlock title="Social links" hint="Add your social media addresses." />;
  return (
    <nav
      className="block-socials"
      aria-label="Social media"
      style={blockVars({
        justifyContent: choice(p.align, TEXT_ALIGNS, 'center'),
        '--block-text-color': colour(p.color),
      })}
    >
      <ul>
        {present.map((network) => (
          <li key={network}>
            <BlockLink href={links[network]} className={`social-link social-${network}`}>
              {NETWORK_NAMES[network]}
            </BlockLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Tag: one label, linked when it has an address. */
export function TagBlock({ properties: p }: BlockComponentProps) {
  const text = str(p.text).trim();
  if (text === '') return <EmptyBlock title="Tag" hint="Add the tag's text." />;
  return (
    <p
      className="block-tag-line"
      style={blockVars({
        '--block-text-color': colour(p.textColor),
        '--block-background': colour(p.backgroundColor),
      })}
    >
      <BlockLink href={p.href} className="block-chip">
        {text}
      </BlockLink>
    </p>
  );
}

/** Taglets: short tags, each a search for itself. */
export function TagletsBlock({ properties: p }: BlockComponentProps) {
  const tags = list(p.tags).filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '');
  if (tags.length === 0) return <EmptyBlock title="Taglets" hint="Add some tags." />;
  return (
    <ul
      className="block-chips"
      aria-label="Tags"
      style={{ justifyContent: choice(p.align, TEXT_ALIGNS, 'left') }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <BlockLink href={`/search/?q=${encodeURIComponent(tag.trim())}`} className="block-chip">
            {tag.trim()}
          </BlockLink>
        </li>
      ))}
    </ul>
  );
}

/** Feature (mail pages): an icon or image, a title and copy, in the feature colours, linked. */
export function FeatureBlock({ block, properties: p }: BlockComponentProps) {
  const title = str(p.title).trim();
  const copy = str(p.copy).trim();
  if (title === '' && copy === '') return <EmptyBlock title="Feature" hint="Add a title and copy." />;
  return (
    <section
      className="block-feature"
      style={blockVars({
        textAlign: choice(p.textAlign, TEXT_ALIGNS, 'center'),
        '--block-icon-color': colour(p.iconColor),
        '--block-text-color': colour(p.textColor),
        '--block-background': colour(p.backgroundColor),
      })}
    >
      <BlockLink href={p.href} className="feature-link">
        {str(p.image).trim() !== '' ? (
          <BlockImage src={p.image} alt="" ratio="4:3" sizes={blockSizes(block)} />
        ) : (
          <span className="feature-icon">
            <BlockIcon name={p.icon} size={32} />
          </span>
        )}
        {title !== '' ? <h3 className="feature-title">{title}</h3> : null}
        {copy !== '' ? <Paragraphs text={copy} /> : null}
      </BlockLink>
    </section>
  );
}
