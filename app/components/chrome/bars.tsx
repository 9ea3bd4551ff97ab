import type { BrowserStoreView } from '../../load-context';

export function AnnouncementBar({ store }: { store: BrowserStoreView }) {
  const announcement = store.announcement;
  if (!announcement?.text) return null;
  const style = {
    ...(announcement.backgroundColor ? { background: announcement.backgroundColor } : {}),
    ...(announcement.textColor ? { color: announcement.textColor } : {}),
  };
  return (
    <section className="announcement" aria-label="Announcement" style={style}>
      {announcement.href ? <a href={announcement.href}>{announcement.text}</a> : announcement.text}
    </section>
  );
}

export function SitewideBanner({ store }: { store: BrowserStoreView }) {
  const banner = store.sitewideBanner;
  if (!banner?.enabled || !banner.text) return null;
  return (
    <section
      className="sitewide-banner"
      aria-label="Store notice"
      style={{ background: banner.backgroundColor, color: banner.textColor }}
    >
      {banner.href ? <a href={banner.href}>{banner.text}</a> : banner.text}
    </section>
  );
}

/** The Christmas reassurance banner: only with cutoff dates, never in the studio layout, and it can be disabled. */
export function ChristmasBanner({ store, layout }: { store: BrowserStoreView; layout: string }) {
  const { christmas } = store;
  if (christmas.disabled || layout === 'studio' || christmas.cutoffDates.length === 0) return null;
  const next = [...christmas.cutoffDates].sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!next) return null;
  const date = new Date(`${next.date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <section
      className="christmas-banner"
      aria-label="Christmas delivery"
      style={{ background: christmas.backgroundColor ?? undefined, color: christmas.textColor ?? undefined }}
    >
      <strong>{christmas.content?.heading ?? 'Order in time for Christmas'}</strong>{' '}
      {christmas.content?.copy ?? `${next.service} delivery: order by ${date}.`}
    </section>
  );
}

/** Shown to those allowed in while the store is password protected or counting down. */
export function AccessBanner({ store }: { store: BrowserStoreView }) {
  if (store.comingSoon) {
    return (
      <section className="access-banner" aria-label="Store status">
        This store is not launched yet: only you can see it.
      </section>
    );
  }
  if (store.passwordProtected) {
    return (
      <section className="access-banner" aria-label="Store status">
        This store is password protected.
      </section>
    );
  }
  return null;
}
