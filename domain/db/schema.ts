/** Every table, gathered for Drizzle and drizzle-kit. Each capability owns its own tables file. */
export * from '../accounts/tables';
export * from '../basket/tables';
export * from '../bespoke/tables';
export * from '../catalog/tables';
export * from '../contact-messages/tables';
export * from '../content/tables';
export * from '../events/tables';
export * from '../mailing-lists/tables';
export * from '../marketing/tables';
export * from '../orders/tables';
export * from '../pages/tables';
export * from '../product-admin/tables';
export * from '../shipping/tables';
export * from '../store-opening/tables';
export * from '../store-team/tables';
export * from '../stores/tables';
export * from '../studio/tables';
