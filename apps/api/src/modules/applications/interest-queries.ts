import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applications, type ApplicationRow } from '../../db/schema/index.ts';

/** Records the tenant's interest or acceptance on the application. */
export async function stampApplication(
  db: Executor,
  id: string,
  set: Partial<Pick<ApplicationRow, 'interestAt' | 'offerAcceptedAt'>>,
): Promise<ApplicationRow> {
  const [row] = await db.update(applications).set(set).where(eq(applications.id, id)).returning();
  return row!;
}
