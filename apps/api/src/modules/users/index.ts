// The users module's public surface: what other modules and the app may use of it. Who may sign in and
// the lookup by id belong to the kernel (db/members.ts).
export { recordAction } from './account-measures.ts';
export { businessDetailsColumns, markBusinessChecked, providersOf } from './business-details.ts';
export { canSeeMember } from './policy.ts';
export { avatarUrls, presentProvider, presentUser } from './presenter.ts';
export type { ProviderColumns } from './presenter.ts';
export {
  activeAdminIds,
  claimFreePlan,
  findUserByEmail,
  findUsersByIds,
  insertUser,
  updateUser,
} from './queries.ts';
export { usersModule } from './module.ts';
