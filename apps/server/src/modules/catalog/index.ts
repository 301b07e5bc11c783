// The catalog module's public face (modules/README.md).
export { catalogModule } from './catalog.plugin';
export { menuCachePlugin } from './menu-cache';
export { kioskMenu } from './menu.service';
// Stock, settings and anything else that changes what the kiosk shows call this after committing.
export { bumpMenuVersion as markMenuChanged } from '../establishments';
export { productCategoryNames } from './products.service';
