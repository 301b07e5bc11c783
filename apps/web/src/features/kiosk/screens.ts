/*
 * Every kiosk screen, in one chunk on purpose: a customer goes through all of them in every
 * order, so they arrive with the welcome screen and moving between steps never waits on the
 * network. app/routes.tsx imports this module only through import().
 */
export { KioskLayout } from './routes/kiosk-layout';
export { Welcome } from './routes/welcome';
export { Categories } from './routes/categories';
export { Products } from './routes/products';
export { Product } from './routes/product';
export { Drinks } from './routes/drinks';
export { Desserts } from './routes/desserts';
export { Summary } from './routes/summary';
