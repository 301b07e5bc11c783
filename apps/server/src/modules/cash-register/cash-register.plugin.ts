import type { FastifyPluginAsync } from 'fastify';
import { counterSalesRoutes } from './counter-sales.routes';
import { registersRoutes } from './registers.routes';

/** Counter sales (PDV) and the cash register (decision 021). */
export const cashRegisterModule: FastifyPluginAsync = async (app) => {
  await app.register(registersRoutes);
  await app.register(counterSalesRoutes);
};
