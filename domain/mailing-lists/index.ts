export { MAILING_LIST_MESSAGES } from './messages';
export { MAILING_LIST_NAME, type SubscribeInput, subscribeSchema } from './schemas';
export {
  countSubscribers,
  SUBSCRIBE_LIMIT,
  SUBSCRIPTION_TTL_MS,
  type SubscribeOptions,
  subscribe,
  subscriptionVerifiedUrl,
  verifySubscription,
} from './subscribe';
export * from './tables';
