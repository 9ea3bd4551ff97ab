export {
  claimPendingEmails,
  DELIVERY_LEASE_MS,
  type DeliveryOptions,
  type DeliveryResult,
  deliverOutboxEmail,
  REQUEUE_AFTER_MS,
} from './delivery';
export {
  type MailTransport,
  mailTransport,
  type OutgoingEmail,
  outboxTransport,
  smtpTransport,
} from './transport';
