// The cash register module's public face (modules/README.md): counter sales and the caixa.
export { cashRegisterModule } from './cash-register.plugin';
export { openRegisters, type OpenRegister } from './open-registers.service';
export { counterSaleStep, refundCanceledCounterSale } from './pending-sales.service';
