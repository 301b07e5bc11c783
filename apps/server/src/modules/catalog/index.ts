// The catalog module's public face (modules/README.md).
export { catalogModule } from './catalog.plugin';
export { menuCachePlugin } from './menu-cache';
export { kioskMenu } from './menu.service';
export {
  announceMenuChanged,
  markSoldOut,
  setSoldOutByStock,
  soldOutProductNames,
} from './availability.service';
export { productParts } from './product-parts.service';
export { productCategoryNames } from './products.service';
