import { index, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { atlasAftercareRoutes } from './aftercare/routes';
import { atlasBespokeRoutes } from './bespoke/routes';
import { atlasFactoryRoutes } from './factory/routes';
import { atlasOrdersRoutes } from './orders/routes';
import { atlasPeopleRoutes } from './people/routes';

/** The operator back office (atlas) on the platform host: one file of routes per area. */
export const atlasRoutes: RouteConfigEntry[] = [
  route('atlas', 'routes/atlas/layout.tsx', [
    index('routes/atlas/home.tsx'),
    ...atlasOrdersRoutes,
    ...atlasFactoryRoutes,
    ...atlasAftercareRoutes,
    ...atlasPeopleRoutes,
    ...atlasBespokeRoutes,
  ]),
];
