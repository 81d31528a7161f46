/*
 * The zod-free part of the shared contract (texts, constants), imported file by file.
 *
 * Why not `@mietmatch/contract`: its index also evaluates every zod schema, and the package does not
 * declare `"sideEffects": false`, so the bundler must keep zod (~26 kB gzip) in the first chunk even
 * when only the message catalogue is used. The shell and the login page import from here; pages that
 * validate with the contract's schemas import the package as usual (or load it lazily).
 */
export { messages, isMessageKey, translateMessage, type MessageKey } from '../../../../packages/contract/src/messages.ts';
export {
  APP_VERSION,
  PRODUCT_NAME,
  LIMITS,
  IMAGE_MIME_TYPES,
  RELATIONSHIP_STATUSES,
  type Role,
} from '../../../../packages/contract/src/constants.ts';
