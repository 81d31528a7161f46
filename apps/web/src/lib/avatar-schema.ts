import { z } from 'zod';
import { IMAGE_MIME_TYPES, LIMITS } from '@mietmatch/contract';

/** Client-side check of the picked avatar; the server checks the content again. Errors are catalogue keys. */
export const avatarFileSchema = z
  .instanceof(File, { error: 'avatarRequired' })
  .refine((file) => (IMAGE_MIME_TYPES as readonly string[]).includes(file.type), { error: 'avatarRequired' })
  .refine((file) => file.size <= LIMITS.maxUploadBytes, { error: 'PayloadTooLarge' });
