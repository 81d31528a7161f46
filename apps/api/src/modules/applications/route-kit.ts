import { z } from 'zod';
import { errorAnswers } from '../../lib/error-answers.ts';

/** What the applications module's route files share: the tag, the id parameter, the error answers. */
export const tags = ['applications'];
export const idParams = z.object({ id: z.guid({ error: 'invalidValue' }) });
export const errors = errorAnswers(400, 401, 402, 403, 404, 409);
