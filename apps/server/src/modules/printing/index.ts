// The printing module's public face (modules/README.md).
export { printingModule } from './printing.plugin';
export { printStep } from './printing.subscribers';
export { listAgentTokens } from './print-agents.service';
export { enqueueLaidOutPrint, enqueueReportPrint } from './print-jobs.service';
export {
  columnsForPaperWidth,
  leftRight,
  LineBuilder,
  renderEscPos,
  renderText,
  type ReceiptLine,
  type RenderOptions,
} from './receipt';
