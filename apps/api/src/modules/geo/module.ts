import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import { geoRoutes } from './routes.ts';
import { geoAccess } from './access.ts';
import { mapSettingsRoute } from './map-settings.ts';

/** Places: postal codes and towns to choose an area from, and the map they are shown on. */
export function geoModule(p: Platform): ModuleParts {
  return {
    access: geoAccess,
    routes: (app) => {
      geoRoutes(app, { db: p.db });
      mapSettingsRoute(app, { styleUrl: p.config.mapStyleUrl, styleDarkUrl: p.config.mapStyleDarkUrl });
    },
  };
}
