export { type ContactMessageInput, contactMessageSchema } from './schemas';
export { CONTACT_LIMIT, CONTACT_MESSAGES, sendContactMessage } from './send';
export * from './tables';
