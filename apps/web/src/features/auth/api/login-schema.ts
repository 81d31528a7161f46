import type { LoginBody } from '@mietmatch/contract';

export type LoginErrors = Partial<Record<keyof LoginBody, string>>;

let schema: Promise<typeof import('@mietmatch/contract').loginBodySchema> | undefined;

/*
 * The contract's login schema, downloaded after first paint: zod is the largest library the login
 * page needs, and validation only matters once somebody submits. `preloadLoginSchema` starts the
 * download when the form gets focus, so the first submit does not wait.
 */
function loadSchema() {
  schema ??= import('@mietmatch/contract')
    .then((contract) => contract.loginBodySchema)
    .catch((error: unknown) => {
      schema = undefined; // let the next submit try again
      throw error;
    });
  return schema;
}

export function preloadLoginSchema() {
  void loadSchema().catch(() => undefined);
}

/** Parsed values, or the first message key per field. */
export async function validateLogin(values: LoginBody): Promise<{ data: LoginBody } | { errors: LoginErrors }> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { data: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginBody;
    errors[field] ??= issue.message;
  }
  return { errors };
}
