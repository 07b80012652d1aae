#include "core/catalog/figure.h"

#include <mutex>
#include <unordered_set>

namespace sil {

const std::string* internReason(std::string reason) {
    static std::mutex mutex;
    static std::unordered_set<std::string> pool; // node-based: element addresses are stable
    const std::lock_guard<std::mutex> lock(mutex);
    return &*pool.insert(std::move(reason)).first;
}

Figure Figure::nonFinite() {
    static const Figure f = na("not a finite number");
    return f;
}

} // namespace sil
