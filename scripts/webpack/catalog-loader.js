// Compiles the message catalogs of the browser builds (`i18n/zh-CN.json`, `i18n/en-US.json`, the shared
// package's `i18n/messages/*.json`) from ICU text to the syntax trees react-intl formats, so pages need
// no message parser: react-intl's parser is replaced by its no-parser build there (create-config.js),
// ~8 KB gzip off every page. A malformed message now fails the build instead of a page.
//
// In pages a catalog's values are therefore trees, not text: format them (useIntl, <FormattedMessage>,
// sharedText), never show one as it is. The tests and the server renderings read the text.
const path = require('node:path');
const { parse } = require('@formatjs/icu-messageformat-parser');

/** A catalog (`{ id: ICU text }`) as syntax trees; `locale` as react-intl parses with (its plural and hour rules). */
function compileCatalog(catalog, locale) {
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      try {
        return [id, parse(message, { locale: new Intl.Locale(locale) })];
      } catch (error) {
        throw new Error(`message ${id} (${locale}) is not valid ICU: ${error.message}`);
      }
    }),
  );
}

module.exports = function catalogLoader(source) {
  const locale = path.basename(this.resourcePath, '.json');
  return JSON.stringify(compileCatalog(JSON.parse(source), locale));
};
module.exports.compileCatalog = compileCatalog;
