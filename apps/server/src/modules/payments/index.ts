// The payments module's public face (modules/README.md).
export { paymentsModule } from './payments.plugin';
export { paymentMixOf } from './payment-mix.service';
