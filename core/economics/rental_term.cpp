#include "core/economics/rental_term.h"

#include "core/economics/assumptions.h"
#include "core/economics/provider_tier.h"

namespace sil {

std::string termName(RentalTerm t) {
    switch (t) {
    case RentalTerm::Spot:
        return "spot";
    case RentalTerm::OnDemand:
        return "on-demand";
    case RentalTerm::OneMonth:
        return "1-month";
    case RentalTerm::OneYear:
        return "1-year";
    case RentalTerm::ThreeYear:
        return "3-year";
    }
    return "?";
}

std::optional<RentalTerm> parseTermName(const std::string& text) {
    for (RentalTerm t : {RentalTerm::Spot, RentalTerm::OnDemand, RentalTerm::OneMonth,
                         RentalTerm::OneYear, RentalTerm::ThreeYear})
        if (text == termName(t)) return t;
    return parseRentalTerm(text);
}

bool isReferenceQuote(const RentalQuote& q) {
    return providerTier(q.provider) == ProviderTier::AnalystReference ||
           q.row.kind == ValueKind::AnalystEstimate;
}

std::vector<RentalTerm> rentalTermsFrom(RentalTerm wanted) {
    if (wanted == RentalTerm::Spot) return {RentalTerm::Spot};
    static constexpr RentalTerm kOrder[] = {RentalTerm::OnDemand, RentalTerm::OneMonth,
                                            RentalTerm::OneYear, RentalTerm::ThreeYear};
    std::vector<RentalTerm> out;
    bool started = false;
    for (RentalTerm t : kOrder) {
        started = started || t == wanted;
        if (started) out.push_back(t);
    }
    return out;
}

bool quoteOffersTerm(const RentalQuote& q, RentalTerm term, bool withReference) {
    return q.usd_per_gpu_hour && *q.usd_per_gpu_hour > 0.0 && q.term == term &&
           (withReference || !isReferenceQuote(q));
}

std::optional<RentalTerm> termWithOffers(const std::vector<const RentalQuote*>& quotes,
                                         RentalTerm wanted, bool withReference) {
    for (RentalTerm term : rentalTermsFrom(wanted))
        for (const RentalQuote* q : quotes)
            if (quoteOffersTerm(*q, term, withReference)) return term;
    return std::nullopt;
}

std::string rentalChoiceLabel(const Assumptions& a) {
    return termName(a.rental_term) +
           (a.reference_quotes ? " quotes incl. analyst reference rows" : " offers");
}

} // namespace sil
