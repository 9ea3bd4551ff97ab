import { useRef } from 'react';
import { Link, Outlet } from 'react-router';
import { AtlasNav } from '../../components/atlas/atlas-nav';
import { NavigationFocus } from '../../components/navigation/navigation-focus';
import atlasStyles from '../../styles/atlas.css?url';
import formStyles from '../../styles/forms.css?url';
import type { Route } from './+types/layout';
import { requireAtlas } from './access.server';

export function links() {
  return [
    { rel: 'stylesheet', href: formStyles },
    { rel: 'stylesheet', href: atlasStyles },
  ];
}

/** Every atlas page's frame: only internal staff get here (requireAtlas); the pages check their own permission. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { staff: await requireAtlas(context, request) };
}

/** The frame's loader data, for the pages inside it (useRouteLoaderData). */
export const ATLAS_LAYOUT_ID = 'routes/atlas/layout';

/** The headless operator layout of §2: no store header or sidebar, the operator's areas, the page full width. */
export default function AtlasLayout({ loaderData }: Route.ComponentProps) {
  const { staff } = loaderData;
  const main = useRef<HTMLElement>(null);
  return (
    <div className="atlas">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="atlas-bar">
        <p className="atlas-brand">
          <Link to="/atlas/">Printfront operator</Link>
        </p>
        <p className="atlas-user">
          <span>{staff.name}</span>
          <Link to="/logout/">Log out</Link>
        </p>
        <AtlasNav permissions={staff.permissions} />
      </header>
      <main ref={main} id="main" className="atlas-main">
        <Outlet />
      </main>
      <NavigationFocus main={main} />
    </div>
  );
}
