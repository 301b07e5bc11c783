import { tabFigures, type AdminTab, type TabFigures } from '@comanda/shared';

/** A line of the tab as the PDV lists it to split or pay by items. */
export interface TabLineView {
  id: string;
  name: string;
  quantity: number;
  totalCents: number;
  paid: boolean;
  orderNumber: number;
}

export const tabLinesOf = (tab: AdminTab): TabLineView[] =>
  tab.orders.flatMap((order) =>
    order.items.map((item) => ({ ...item, orderNumber: order.orderNumber })),
  );

export const unpaidLinesOf = (tab: AdminTab): TabLineView[] =>
  tabLinesOf(tab).filter((line) => !line.paid);

/**
 * The tab's figures as the server computes them (decision 085): the orders, the parts already
 * paid into them and into the service, with the service taken or not (fixed once a part was
 * paid: the server then answers the tab's own percentage).
 */
export function figuresOfTab(tab: AdminTab, service: boolean, parts: number): TabFigures {
  return tabFigures(
    tab.orders.map((order) => ({
      totalCents: order.totalCents,
      paid: order.paid,
      pouredCents: order.paidCents,
    })),
    service ? tab.servicePercent : 0,
    parts,
    tab.servicePaidCents,
  );
}
