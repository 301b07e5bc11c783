import type { FastifyPluginAsync } from 'fastify';
import { counterMenuRoutes } from './counter-menu.routes';
import { counterSalePaymentsRoutes } from './counter-sale-payments.routes';
import { counterSalesRoutes } from './counter-sales.routes';
import { registersRoutes } from './registers.routes';
import { registerActionsRoutes } from './register-actions.routes';
import { saleCancelRoutes } from './sale-cancel.routes';
import { tabCloseRoutes } from './tab-close.routes';

/** Counter sales (PDV) and the cash register (decision 021). */
export const cashRegisterModule: FastifyPluginAsync = async (app) => {
  await app.register(registersRoutes);
  await app.register(registerActionsRoutes);
  await app.register(counterMenuRoutes);
  await app.register(counterSalesRoutes);
  await app.register(counterSalePaymentsRoutes);
  await app.register(saleCancelRoutes);
  await app.register(tabCloseRoutes);
};
