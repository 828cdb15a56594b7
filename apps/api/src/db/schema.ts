// The Drizzle schema: every module's tables, gathered for drizzle-kit and the query builder.
export * from '../modules/users/users.table';
export * from '../modules/auth/auth.table';
export * from '../platform/audit/audit.table';
export * from '../platform/mail/mail.table';
export * from '../modules/tickets/tickets.table';
export * from '../platform/erp/erp.table';
export * from '../modules/catalog/catalog.table';
export * from '../platform/idempotency/idempotency.table';
export * from '../modules/orders/orders.table';
export * from '../modules/transfers/transfers.table';
export * from '../modules/inventory/inventory.table';
export * from '../modules/waste/waste.table';
export * from '../platform/secrets.table';
