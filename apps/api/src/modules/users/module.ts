import type { Platform } from '../../platform/platform.ts';
import type { ModuleParts } from '../../platform/module-parts.ts';
import { type StageOf, userRoutes } from './routes.ts';
import { usersAccess } from './access.ts';
import { referencedAvatarKeys } from './queries.ts';

/** Members' public profiles, and their avatars. */
export function usersModule(p: Platform, given: { stageOf: StageOf }): ModuleParts {
  return {
    access: usersAccess,
    storedFiles: { folder: 'avatars', referenced: (keys) => referencedAvatarKeys(p.db, keys) },
    routes: (app) =>
      userRoutes(app, { db: p.db, clock: p.clock, authenticate: p.authenticate, stageOf: given.stageOf }),
  };
}
