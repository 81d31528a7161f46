import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import { fileRoutes } from './routes.ts';
import { filesAccess } from './access.ts';

/** The public images: avatars and listing photos. */
export function filesModule(p: Platform): ModuleParts {
  return { access: filesAccess, routes: (app) => fileRoutes(app, { stores: [p.avatars, p.propertyImages] }) };
}
