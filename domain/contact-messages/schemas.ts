import { z } from 'zod';
import { zEmail, zRequiredString } from '../../core/validation';
import { maxLength } from '../../core/validation/messages';

/** Spaces around a typed value are not part of it. */
const trimmed = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** A contact form post: the sender's name, email and message, and the page and block it came from. */
export const contactMessageSchema = z.object({
  name: zRequiredString()
    .max(200, maxLength(200))
    .transform((value) => value.trim()),
  email: trimmed(zEmail().max(254, maxLength(254))),
  message: zRequiredString()
    .max(CONTACT_MESSAGE_MAX_LENGTH, maxLength(CONTACT_MESSAGE_MAX_LENGTH))
    .transform((value) => value.trim()),
  page: zRequiredString().max(2048, maxLength(2048)),
  block: zRequiredString().max(200, maxLength(200)),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
