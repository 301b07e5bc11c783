import i18n from 'i18next';

/** A module's own strings file: `() => import('./locales/pt-BR.json')`. */
export type StringsLoader = () => Promise<{ default: object }>;

/**
 * A panel module's screen together with its own strings (ADR 013): both download in parallel
 * and the screen renders only once its words are there. Each module keeps its strings in its
 * folder, so the kiosk and the other modules never download them. Adding a bundle twice
 * changes nothing, so a retried load may add it again.
 */
export function withStrings<Module>(
  load: () => Promise<Module>,
  strings: StringsLoader,
): () => Promise<Module> {
  return () =>
    Promise.all([load(), strings()]).then(([module, { default: bundle }]) => {
      i18n.addResourceBundle('pt-BR', 'translation', bundle, true, false);
      return module;
    });
}
