// The stock module's public face (modules/README.md): the routes, the subscribers app.ts wires
// to orders' events, and the ledger entry suppliers' purchases go through.
export { stockModule } from './stock.plugin';
export {
  refuseSoldOutLines,
  refuseSoldOutOrder,
  returnStockOfCanceledOrder,
  stockStep,
} from './stock.subscribers';
export { purchaseLinesOf, recordPurchaseLines, type PurchaseLine } from './purchases.service';
export { costOfGoodsSold, costOfGoodsSoldByLine, lowStockItems } from './cost-of-goods.service';
