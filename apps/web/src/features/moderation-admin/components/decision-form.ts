import { z } from 'zod';
import {
  CONTENT_ACTIONS,
  MODERATION_ACTIONS,
  MODERATION_GROUNDS,
  MODERATION_RULES,
  type DecisionBody,
  type ModerationAction,
  type ReportSubjectType,
} from '@mietmatch/contract';

/** What the admin can do to an item: a member has no content to remove or restrict. */
export function actionsFor(type: ReportSubjectType): ModerationAction[] {
  return type === 'user'
    ? MODERATION_ACTIONS.filter((action) => !(CONTENT_ACTIONS as readonly string[]).includes(action))
    : [...MODERATION_ACTIONS];
}

/** The contract's rules, checked before sending; the server's answer on the same fields wins. */
export const decisionFormSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: 'invalidValue' }),
    ground: z.enum(MODERATION_GROUNDS).or(z.literal('')),
    groundDetail: z.string().trim().max(MODERATION_RULES.groundDetailMax, { error: 'textTooLong' }),
    statement: z
      .string()
      .trim()
      .min(MODERATION_RULES.statementMin, { error: 'statementTooShort' })
      .max(MODERATION_RULES.statementMax, { error: 'textTooLong' }),
    unfounded: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.action === 'dismiss') return;
    if (!values.ground) ctx.addIssue({ code: 'custom', path: ['ground'], message: 'groundRequired' });
    else if (values.groundDetail.length < 3) {
      ctx.addIssue({ code: 'custom', path: ['groundDetail'], message: 'groundDetailRequired' });
    }
  });
export type DecisionFormValues = z.input<typeof decisionFormSchema>;

export const DECISION_FIELDS = ['action', 'ground', 'groundDetail', 'statement', 'unfounded'] as const;

/**
 * The request body: a dismissal carries no ground but says whether the reports were manifestly
 * unfounded; every other action carries its ground and the named law or clause.
 */
export function decisionBody(values: DecisionFormValues): DecisionBody {
  const statement = values.statement.trim();
  if (values.action === 'dismiss') return { action: 'dismiss', statement, unfounded: values.unfounded };
  return {
    action: values.action,
    ground: values.ground || undefined,
    groundDetail: values.groundDetail.trim(),
    statement,
  };
}
