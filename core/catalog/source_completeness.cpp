#include "core/catalog/source_completeness.h"

namespace sil {

const std::vector<std::string>& sourceFieldsAReaderNeeds() {
    static const std::vector<std::string> fields{"title",    "publisher",     "date",
                                                 "location", "accessed_date", "quote"};
    return fields;
}

std::vector<std::string> missingSourceFields(const Source& source) {
    const std::string* values[] = {&source.title,    &source.publisher,     &source.date,
                                   &source.location, &source.accessed_date, &source.quote};
    std::vector<std::string> missing;
    for (std::size_t i = 0; i < sourceFieldsAReaderNeeds().size(); ++i)
        if (values[i]->empty()) missing.push_back(sourceFieldsAReaderNeeds()[i]);
    return missing;
}

std::vector<const Source*> incompleteSources(const Catalog& catalog) {
    std::vector<const Source*> out;
    for (const Source& s : catalog.sources)
        if (!missingSourceFields(s).empty()) out.push_back(&s);
    return out;
}

} // namespace sil
