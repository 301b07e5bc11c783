// The suppliers module's public face (modules/README.md). Finance subscribes to
// 'purchase.recorded' and reads a purchase's installments through `listPurchases`.
export { suppliersModule } from './suppliers.plugin';
export { listPurchases } from './purchases.service';
export { findSupplier } from './suppliers.service';
