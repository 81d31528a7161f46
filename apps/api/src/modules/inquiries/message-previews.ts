import type { Executor } from '../../db/client.ts';
import { messagePreview } from './presenter.ts';
import { findMessagesByIds } from './queries.ts';

/**
 * The previews of messages as their threads show them to the viewer now, by message id: a message that
 * moderation hid, or that was deleted with its conversation, is absent (an edit shows the new text).
 * The notification centre shows these beside its "new message" entries.
 */
export async function currentMessagePreviews(db: Executor, ids: string[], viewerId: string) {
  const rows = await findMessagesByIds(db, ids);
  return new Map(rows.map((m) => [m.id, messagePreview(m, viewerId)]));
}
