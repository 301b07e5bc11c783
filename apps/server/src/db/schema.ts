/** Every table, for drizzle's relational queries and drizzle-kit. Tables live in their module. */
export * from '../modules/establishments/establishments.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/catalog/catalog.tables';
export * from '../modules/orders/orders.tables';
export * from '../modules/printing/printing.tables';
export * from '../modules/platform/platform.tables';
export * from '../modules/payments/payments.tables';
export * from '../lib/rate-limits.tables';
export * from '../modules/stock/stock.tables';
export * from '../modules/suppliers/suppliers.tables';
export * from '../modules/finance/finance.tables';
export * from '../modules/cash-register/cash-register.tables';
export * from '../modules/fiscal/fiscal-notes.tables';
export * from '../modules/fiscal/fiscal.tables';
export * from '../modules/uploads/uploads.tables';
export * from '../modules/audit/audit.tables';
export * from '../modules/marketplaces/marketplaces.tables';
