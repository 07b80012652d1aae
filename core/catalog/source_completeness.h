#pragma once
// Whether a reader can follow a source: its title, publisher, publication date, where to find
// it (an address, or how to obtain the file), when it was read and the source's own words for
// the values it is cited for. scripts/catalog-review.py counts the sources that lack any.
#include "core/catalog/catalog.h"

#include <string>
#include <vector>

namespace sil {

// The fields a source needs, in the order a reference is read.
const std::vector<std::string>& sourceFieldsAReaderNeeds();

// The names of those fields `source` leaves empty ("accessed_date", "quote").
std::vector<std::string> missingSourceFields(const Source& source);

// The catalog's sources that lack at least one of those fields, in catalog order.
std::vector<const Source*> incompleteSources(const Catalog& catalog);

} // namespace sil
