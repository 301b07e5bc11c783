/** The same sender the print agent uses: one implementation of talking to a raw printer port. */
export { sendToPrinter as sendToNetworkPrinter } from '@comanda/print-agent/send';
