import {
  type BusinessDetailsFields,
  FREE_PLAN_ID,
  findPlan,
  hasValidPlan,
  type Language,
  type RegisterFields,
  type UpdateProfileFields,
  TOKEN_TTL,
  type CheckoutPass,
} from '@mietmatch/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMonths } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/password.ts';
import { hashToken } from '../../lib/tokens.ts';
import { maySignIn } from '../../db/members.ts';
import { businessDetailsColumns, claimFreePlan, findUserByEmail, insertUser, updateUser } from '../users/index.ts';
import { findUserById } from '../../db/members.ts';
import type { AuthDeps, AuthKit } from './auth-kit.ts';
import { canReadUser } from './policy.ts';
import * as q from './queries.ts';

/** The profile columns shared by sign-up and profile edit; an omitted optional field is cleared. */
function profileColumns(fields: UpdateProfileFields) {
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    address: fields.address ?? null,
    postalArea: fields.postalArea ?? null,
    telephone: fields.telephone ?? null,
    nationality: fields.nationality ?? null,
    profession: fields.profession ?? null,
    relationshipStatus: fields.relationshipStatus ?? null,
  };
}

/** Sign-up, email confirmation, the profile and the free plan: the member's own account. */
export function createAccountActions(d: AuthDeps, kit: AuthKit) {
  const { now, sendVerificationMail } = kit;

  return {
    async register(fields: RegisterFields, avatar: Buffer, fallbackLanguage: Language): Promise<UserRow> {
      if (await findUserByEmail(d.db, fields.email)) throw new AppError('EmailTaken');
      // Check and re-encode the image before anything is written.
      const avatarKey = await d.avatars.save(avatar);
      const passwordHash = await hashPassword(fields.password);
      try {
        // The account, its confirmation token and the mail with the link: all three or none.
        return await d.db.transaction(async (tx) => {
          const user = await insertUser(tx, {
            email: fields.email,
            passwordHash,
            role: fields.role,
            ...profileColumns(fields),
            language: fields.language ?? fallbackLanguage,
            avatarKey,
          });
          await sendVerificationMail(tx, user);
          return user;
        });
      } catch (err) {
        await d.avatars.remove(avatarKey);
        // Two sign-ups with one email at the same moment: the unique index decides.
        if ((err as { code?: string }).code === '23505') throw new AppError('EmailTaken');
        throw err;
      }
    },

    /**
     * Verifies the address. The first verification in the sign-up's browser (`signupProof`, the sign-up
     * cookie naming this account) of an account without a valid plan answers the login gate's checkout
     * pass: mailbox and the browser that chose the password together stand for the login. Anywhere else,
     * or on a second click, the person logs in as before.
     */
    async confirmEmail(token: string, signupProof: string | undefined): Promise<CheckoutPass | null> {
      const row = await q.findUserToken(d.db, 'verify_email', hashToken(token));
      if (!row) throw new AppError('EmailVerificationFailed');
      const user = await findUserById(d.db, row.userId);
      if (!user) throw new AppError('EmailVerificationFailed');
      // A second click on the same link finds the address verified: that is a success, not an error.
      if (row.usedAt) {
        if (user.emailVerifiedAt) return null;
        throw new AppError('EmailVerificationFailed');
      }
      if (row.expiresAt.getTime() < now().getTime()) throw new AppError('EmailVerificationFailed');
      // Spent by one request only: two tabs opening the link at once get one pass between them.
      const spent = await d.db.transaction(async (tx) => {
        if (!(await q.spendUserToken(tx, row.id, now()))) return false;
        if (!user.emailVerifiedAt) await updateUser(tx, user.id, { emailVerifiedAt: now() });
        return true;
      });
      if (!spent || !signupProof) return null;
      const proof = await d.jwt.verify(signupProof, 'signup');
      if (proof?.sub !== user.id || !maySignIn(user) || user.role === 'admin' || hasValidPlan(user, now())) return null;
      return kit.checkoutPass(user);
    },

    /** The sign-up cookie's value: names the new account for its verification link in this browser. */
    signupProof: (user: UserRow) => d.jwt.sign({ sub: user.id, typ: 'signup' }, TOKEN_TTL.emailVerificationSeconds),

    async currentUser(requester: UserRow, userId: string | undefined): Promise<UserRow> {
      const id = userId ?? requester.id;
      // Another member's account answers as an unknown one, so nothing tells that it exists.
      if (!canReadUser(requester, id)) throw new AppError('UserNotFound');
      const user = id === requester.id ? requester : await findUserById(d.db, id);
      if (!user) throw new AppError('UserNotFound');
      return user;
    },

    async updateProfile(user: UserRow, fields: UpdateProfileFields, avatar: Buffer | null): Promise<UserRow> {
      // Left out, the business details stay as they are (spec clients send none); checked before the avatar is stored.
      const business = fields.businessDetails ? businessDetailsColumns(user, fields.businessDetails, now()) : {};
      const avatarKey = avatar ? await d.avatars.save(avatar) : undefined;
      const updated = await updateUser(d.db, user.id, {
        ...profileColumns(fields),
        ...business,
        ...(fields.language ? { language: fields.language } : {}),
        ...(avatarKey ? { avatarKey } : {}),
      });
      if (!updated) throw new AppError('NotFound');
      if (avatarKey && user.avatarKey) await d.avatars.remove(user.avatarKey);
      return updated;
    },

    /** `PATCH /api/auth/update-profile`: only the business details change (DSA Art. 30). */
    async updateBusinessDetails(user: UserRow, details: BusinessDetailsFields): Promise<UserRow> {
      const updated = await updateUser(d.db, user.id, businessDetailsColumns(user, details, now()));
      if (!updated) throw new AppError('NotFound');
      return updated;
    },

    /** Basic: 3 months, once per account, for an account whose plan has ended or never began. */
    async activateFreePlan(user: UserRow): Promise<UserRow> {
      if (user.role === 'admin') throw new AppError('Forbidden');
      if (user.freePlanUsedAt) throw new AppError('FreePlanUsed');
      // "Continue for free" is for accounts without a running plan, not a way to add three months to one.
      if (hasValidPlan(user, now())) throw new AppError('PlanStillValid');
      const plan = findPlan(FREE_PLAN_ID)!;
      const updated = await claimFreePlan(d.db, user.id, {
        paymentExpiresAt: addMonths(now(), plan.months),
        planId: plan.id,
        subscriptionMonths: plan.months,
        usedAt: now(),
      });
      if (!updated) {
        const fresh = await findUserById(d.db, user.id);
        throw new AppError(fresh?.freePlanUsedAt ? 'FreePlanUsed' : 'PlanStillValid');
      }
      return updated;
    },
  };
}
