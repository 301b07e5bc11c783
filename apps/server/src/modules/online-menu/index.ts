// The online-menu module's public face (modules/README.md): /admin/cardapio-digital and the
// public calls of /cardapio (issue 35, decision 071).
export { onlineMenuModule } from './online-menu.plugin';
export {
  figuresOfTab,
  lockTabForClosing,
  markTabClosed,
  pouredState,
  recordTabPayments,
  tabServicePercent,
  type PouredState,
  type TabForClosing,
  type TabPaymentRow,
} from './tabs.service';
export { dueOnlineOrders } from './due-orders.service';
