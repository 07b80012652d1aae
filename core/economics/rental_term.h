#pragma once
// Which rental quotes price a rented fleet. A buyer signs a term (on-demand, a month, a year,
// three years); a fleet is not rented at spot prices, and an analyst's reference rate or index
// is not an offer anyone can sign. So a rented figure takes the quotes of the scenario's term
// only (spot only when spot is asked for), leaves analysts' reference rows out unless they are
// asked for, and names the quote, provider, term and date it used (docs/tco-model.md,
// "Rental term").
#include "core/catalog/catalog.h"

#include <optional>
#include <string>
#include <vector>

namespace sil {

struct Assumptions;

// "on-demand", "1-month": user-facing term names; parseTermName also accepts the stored keys.
std::string termName(RentalTerm t);
std::optional<RentalTerm> parseTermName(const std::string& text);

// An analyst's reference rate, index or estimate rather than a provider's offer: the quote's
// provider is in the analyst-reference tier, or the catalog marks its price an analyst estimate.
bool isReferenceQuote(const RentalQuote& q);

// The terms tried for `wanted`, in order: the term itself, then each longer commitment
// (on-demand -> 1 month -> 1 year -> 3 years) for a system that has no quote of it. Spot is
// tried alone: a fleet that asked for spot is not quietly priced at a commitment.
std::vector<RentalTerm> rentalTermsFrom(RentalTerm wanted);

// A quote prices hours of `term`: it has a positive price, its term is exactly `term`, and it
// is an offer (or reference rows were asked for).
bool quoteOffersTerm(const RentalQuote& q, RentalTerm term, bool withReference);

// The term a system's rented figures use: the first of rentalTermsFrom(wanted) that one of
// `quotes` offers (quoteOffersTerm), or nullopt when none does.
std::optional<RentalTerm> termWithOffers(const std::vector<const RentalQuote*>& quotes,
                                         RentalTerm wanted, bool withReference);

// The scenario's choice, said in words: "on-demand offers" or "3-year quotes incl. analyst
// reference rows".
std::string rentalChoiceLabel(const Assumptions& a);

} // namespace sil
