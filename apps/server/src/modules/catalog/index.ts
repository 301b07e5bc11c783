// The catalog module's public face (modules/README.md).
export { catalogModule } from './catalog.plugin';
export { menuCachePlugin } from './menu-cache';
export { installMenuFastPath } from './menu-fast-path';
export { counterMenu, kioskMenu, kioskMenuRead } from './menu.service';
export { menuCategoriesOf, menuPartsOf } from './menu-parts.service';
export {
  announceMenuChanged,
  describeMark,
  expireSoldOutMarks,
  markHolds,
  markSoldOut,
  markState,
  productsAvailability,
  replaceIngredientOutages,
  soldOutUntilOf,
  type SoldOutTarget,
  setSoldOutByStock,
  soldOutProductNames,
} from './availability.service';
export { productParts } from './product-parts.service';
export {
  isCatalogImage,
  productCategoryNames,
  listProducts,
  productsByCode,
  productsFiscalFields,
  type ProductFiscalFields,
} from './products.service';
export { productsFiscalReadiness, setCategoryFiscalCodes } from './product-fiscal.service';
