// translation_catalog: lookup with fallback to the source text.
#include "i18n/translation_catalog.hpp"

#include "i18n/i18n_messages.hpp"

namespace dw {

CatalogTranslator::CatalogTranslator(std::string locale, PoCatalog catalog)
    : locale_(std::move(locale)), catalog_(std::move(catalog)) {
  catalog_.index();
}

std::string CatalogTranslator::translate(const std::string& context, const std::string& source) {
  const bool first = asked_.insert(context).second;
  const PoEntry* entry = catalog_.find(context, source);
  if (entry && entry->translated()) {
    if (first) ++translated_;
    return entry->msgstr;
  }
  if (first) {
    if (!entry) {
      const PoEntry* older = catalog_.find_context(context);
      fallbacks_.add(older ? i18n_messages::stale_translation(*older, locale_)
                           : i18n_messages::missing_translation(catalog_.file.string(), context, locale_));
    } else if (entry->fuzzy) {
      fallbacks_.add(i18n_messages::fuzzy_translation(*entry, locale_));
    } else {
      fallbacks_.add(i18n_messages::untranslated(*entry, locale_));
    }
  }
  return source;
}

SourcePos CatalogTranslator::origin(const std::string& context) const {
  const PoEntry* entry = catalog_.find_context(context);
  return entry ? entry->msgstr_where : SourcePos{};
}

}  // namespace dw
