import { TestClock } from '../../lib/clock.ts';
import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import { testClockRoutes } from './routes.ts';

/** The test clock's endpoints, only when the configuration asks for it (never in production). */
export function testClockModule(p: Platform): ModuleParts {
  const { clock } = p;
  if (!p.config.testClock || !(clock instanceof TestClock)) return {};
  return { routes: (app) => testClockRoutes(app, { clock }) };
}
