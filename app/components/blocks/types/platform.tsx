import type { BlockComponentProps } from '../context';
import {
  BlockImage,
  BlockLink,
  blockVars,
  colour,
  EmptyBlock,
  list,
  num,
  Paragraphs,
  record,
  safeSrc,
  str,
  useBlockValues,
} from '../shared';

/** App icon (dashboard): a tile with the app's initial in its colours and its title, linked. */
export function AppIconBlock({ properties: p }: BlockComponentProps) {
  const title = str(p.title).trim();
  if (title === '') return <EmptyBlock title="App icon" hint="Add the app's title." />;
  return (
    <BlockLink href={p.href} className="block-app-icon">
      <span
        className="app-icon-tile"
        aria-hidden="true"
        style={blockVars({
          '--block-text-color': colour(p.color),
          '--block-background': colour(p.backgroundColor),
        })}
      >
        {Array.from(title)[0]?.toUpperCase()}
      </span>
      <span className="app-icon-title">{title}</span>
    </BlockLink>
  );
}

/** Badge (dashboard): its image, title and description; locked until the account's badge data says otherwise. */
export function BadgeBlock({ block, properties: p }: BlockComponentProps) {
  const values = useBlockValues(block.uid);
  const title = str(p.title).trim();
  if (title === '' && safeSrc(p.image) === '')
    return <EmptyBlock title="Badge" hint="Add the badge's title and image." />;
  const unlocked = values?.unlocked === true;
  return (
    <figure className={`block-badge${unlocked ? ' badge-unlocked' : ' badge-locked'}`}>
      <BlockImage src={p.image} alt="" ratio={1} sizes="160px" className="block-media badge-image" />
      <figcaption>
        <strong>{title}</strong>
        {str(p.description).trim() !== '' ? (
          <span className="badge-description">{str(p.description)}</span>
        ) : null}
        <span className="badge-state">{unlocked ? 'Unlocked' : 'Locked'}</span>
      </figcaption>
    </figure>
  );
}

/** Badge progress (dashboard): how many badges of a group are unlocked (figures from BlockData.values). */
export function BadgeProgressBlock({ block, properties: p }: BlockComponentProps) {
  const values = useBlockValues(block.uid);
  const title = str(p.title).trim() || 'Your progress';
  const total = Math.max(0, Math.round(num(values?.total, 0)));
  const unlocked = Math.min(total, Math.max(0, Math.round(num(values?.unlocked, 0))));
  return (
    <section className="block-panel block-badge-progress">
      <h2 className="block-heading">{title}</h2>
      {total > 0 ? (
        <>
          <progress max={total} value={unlocked} aria-label={`${unlocked} of ${total} badges unlocked`} />
          <p>
            {unlocked} of {total} badges unlocked
          </p>
        </>
      ) : (
        <p className="block-note">Your badges will show here.</p>
      )}
    </section>
  );
}

interface Point {
  label: string;
  value: number;
}

function points(value: unknown): Point[] {
  return list(value)
    .map(record)
    .filter((entry): entry is Record<string, unknown> => entry !== null)
    .map((entry) => ({ label: str(entry.label), value: num(entry.value, 0) }));
}

/** Graph (dashboard): a metric over a period as a line or bars, with the figures in a table for screen readers. */
export function GraphBlock({ block, properties: p }: BlockComponentProps) {
  const values = useBlockValues(block.uid);
  const data = points(values?.points);
  const metric = str(p.metric, 'sales');
  const title =
    str(p.title).trim() ||
    `${metric.charAt(0).toUpperCase()}${metric.slice(1)} this ${str(p.period, 'month')}`;
  const max = Math.max(1, ...data.map((point) => point.value));
  const step = data.length > 1 ? 100 / (data.length - 1) : 100;
  const y = (value: number) => 40 - (value / max) * 38;
  return (
    <figure className="block-panel block-graph">
      <figcaption className="block-heading">{title}</figcaption>
      {data.length === 0 ? (
        <p className="block-note">No figures for this period yet.</p>
      ) : (
        <>
          <svg viewBox="0 0 100 40" preserveAspectRatio="none" className="graph-chart" aria-hidden="true">
            {p.style === 'bar' ? (
              data.map((point, index) => {
                const width = 100 / data.length;
                return (
                  <rect
                    key={index}
                    x={index * width + width * 0.1}
                    width={width * 0.8}
                    y={y(point.value)}
                    height={40 - y(point.value)}
                  />
                );
              })
            ) : (
              <polyline
                fill="none"
                points={data.map((point, index) => `${index * step},${y(point.value)}`).join(' ')}
              />
            )}
          </svg>
          <table className="visually-hidden">
            <tbody>
              {data.map((point, index) => (
                <tr key={index}>
                  <th scope="row">{point.label}</th>
                  <td>{point.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

/** Summary: a title, copy and a list of points, each with a title and copy. */
export function SummaryBlock({ properties: p }: BlockComponentProps) {
  const title = str(p.title).trim();
  const entries = list(p.points)
    .map(record)
    .filter((entry): entry is Record<string, unknown> => entry !== null);
  if (title === '' && entries.length === 0)
    return <EmptyBlock title="Summary" hint="Add a title and some points." />;
  return (
    <section className="block-panel block-summary">
      {title !== '' ? <h2 className="block-heading">{title}</h2> : null}
      {str(p.copy).trim() !== '' ? <Paragraphs text={str(p.copy).trim()} /> : null}
      <ul className="summary-points">
        {entries.map((entry, index) => (
          <li key={index}>
            <strong>{str(entry.title)}</strong>
            {str(entry.copy).trim() !== '' ? <span> {str(entry.copy)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Interactions (dashboard): the latest interactions with the store (from BlockData.values.items). */
export function InteractionsBlock({ block, properties: p }: BlockComponentProps) {
  const values = useBlockValues(block.uid);
  const title = str(p.title).trim() || 'Recent activity';
  const items = list(values?.items)
    .map(record)
    .filter((entry): entry is Record<string, unknown> => entry !== null)
    .slice(0, Math.max(1, Math.round(num(p.limit, 10))));
  return (
    <section className="block-panel block-interactions">
      <h2 className="block-heading">{title}</h2>
      {items.length === 0 ? (
        <p className="block-note">No activity yet.</p>
      ) : (
        <ul>
          {items.map((entry, index) => (
            <li key={index}>
              <span>{str(entry.text)}</span>
              {str(entry.date) !== '' ? (
                <time dateTime={str(entry.date)}> {str(entry.date).slice(0, 10)}</time>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Pro benefits: what the pro plan adds, and a link to it. */
export function ProBenefitsBlock({ properties: p }: BlockComponentProps) {
  const title = str(p.title).trim() || 'Go pro';
  const benefits = list(p.benefits).filter(
    (entry): entry is string => typeof entry === 'string' && entry.trim() !== '',
  );
  const button = str(p.buttonText).trim();
  return (
    <section className="block-panel block-pro-benefits">
      <h2 className="block-heading">{title}</h2>
      {benefits.length > 0 ? (
        <ul className="benefit-list">
          {benefits.map((benefit, index) => (
            <li key={index}>
              <svg
                className="icon"
                width="18"
                height="18"
                viewBox="0 0 24 24"
                aria-hidden="true"
                fill="currentColor"
              >
                <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
              </svg>
              {benefit}
            </li>
          ))}
        </ul>
      ) : null}
      {button !== '' && str(p.href).trim() !== '' ? (
        <BlockLink href={p.href} className="button button-primary">
          {button}
        </BlockLink>
      ) : null}
    </section>
  );
}

/** Affiliate attribution: who referred this visitor (the affiliate code) and the offer copy. */
export function AffiliateAttributionBlock({ properties: p }: BlockComponentProps) {
  const code = str(p.code).trim();
  const title = str(p.title).trim();
  if (code === '' && title === '')
    return <EmptyBlock title="Affiliate attribution" hint="Add the affiliate code." />;
  return (
    <section className="block-panel block-affiliate">
      {title !== '' ? <h2 className="block-heading">{title}</h2> : null}
      {str(p.copy).trim() !== '' ? <Paragraphs text={str(p.copy).trim()} /> : null}
      {code !== '' ? (
        <p className="affiliate-code">
          Referral code: <strong>{code}</strong>
        </p>
      ) : null}
    </section>
  );
}

/** Affiliate settings (dashboard): the affiliate's code and link (from BlockData.values). */
export function AffiliateSettingsBlock({ block, properties: p }: BlockComponentProps) {
  const values = useBlockValues(block.uid);
  const title = str(p.title).trim() || 'Affiliate settings';
  const code = str(values?.code).trim();
  const link = safeSrc(values?.link);
  return (
    <section className="block-panel block-affiliate">
      <h2 className="block-heading">{title}</h2>
      {code === '' && link === '' ? (
        <p className="block-note">
          Your affiliate details will show here once your affiliate account is set up.
        </p>
      ) : (
        <dl className="breakdown-list">
          {code !== '' ? (
            <div>
              <dt>Code</dt>
              <dd>{code}</dd>
            </div>
          ) : null}
          {link !== '' ? (
            <div>
              <dt>Link</dt>
              <dd>
                <code>{link}</code>
              </dd>
            </div>
          ) : null}
        </dl>
      )}
    </section>
  );
}

const STAT_LABELS: readonly [string, string][] = [
  ['clicks', 'Clicks'],
  ['signUps', 'Sign-ups'],
  ['orders', 'Orders'],
  ['earnings', 'Earnings'],
];

/** Affiliate stats (dashboard): clicks, sign-ups, orders and earnings for the period (from BlockData.values). */
export function AffiliateStatsBlock({ block, properties: p }: BlockComponentProps) {
  const values = useBlockValues(block.uid);
  const period = str(p.period, 'month');
  const title =
    str(p.title).trim() || (period === 'all' ? 'Affiliate stats' : `Affiliate stats this ${period}`);
  const stats = STAT_LABELS.filter(([key]) => ['number', 'string'].includes(typeof values?.[key]));
  return (
    <section className="block-panel block-affiliate-stats">
      <h2 className="block-heading">{title}</h2>
      {stats.length === 0 ? (
        <p className="block-note">No affiliate activity yet.</p>
      ) : (
        <dl className="stat-list">
          {stats.map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{String(values?.[key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
