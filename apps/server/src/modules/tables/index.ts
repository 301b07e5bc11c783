// The tables module's public face (modules/README.md). The online order (/cardapio?mesa=<n>)
// asks `findActiveTable` whether the shop has that table and how the kitchen reads it.
export { tablesModule } from './tables.plugin';
export { findActiveTable, type ActiveTable } from './tables.service';
