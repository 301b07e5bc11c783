/*
 * The kiosk's payment and success screens, in their own chunk: the welcome screen does not
 * wait for them, and the summary screen fetches them ahead while the customer reviews the cart.
 */
export { Payment } from './routes/payment';
export { Success } from './routes/success';
