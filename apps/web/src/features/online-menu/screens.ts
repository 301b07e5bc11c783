/*
 * Every /cardapio screen (issue #35), in one chunk (with the kiosk pieces it shares in
 * `kiosk-shared`, build/kiosk-chunks.ts): a phone never downloads the kiosk's screens or the
 * panels. app/routes.tsx imports this module only through import().
 */
export { OnlineMenuLayout } from './components/online-menu-layout';
export { OnlineMenu } from './routes/menu';
export { OnlineProduct } from './routes/product';
export { OnlineCart } from './routes/cart';
export { OnlineCheckout } from './routes/checkout';
export { OnlinePix } from './routes/pix';
export { OnlineDone } from './routes/done';
export { OnlineTab } from './routes/tab';
