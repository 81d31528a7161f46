import type { FastifyReply } from 'fastify';
import type { OpenedFile } from '../adapters/storage/file-storage.ts';

/**
 * A stored file as the answer: streamed from the store as the client reads, never held whole in
 * memory, with its length when the store knows it (as a buffered answer had it).
 */
export function sendStoredFile(reply: FastifyReply, file: OpenedFile): FastifyReply {
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.body);
}
