// The text forms kept in settings.ini and given on command lines: rules
// ("15x15/5/exact") and players ("hard:500ms", "engine:PATH"). What is read
// is written back to a text that reads as the same value.

#include "fuzz_check.hpp"
#include "tictactoe/game/player_spec.hpp"
#include "tictactoe/game/rules.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ttt;
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    if (const auto rules = parseRules(text)) {
        TTT_FUZZ_CHECK(rules->validate().has_value());
        const auto again = parseRules(formatRules(*rules));
        TTT_FUZZ_CHECK(again.has_value());
        TTT_FUZZ_CHECK(*again == *rules);
    } else {
        TTT_FUZZ_CHECK(!rules.error().message().empty());
    }

    if (const auto spec = parsePlayerSpec(text)) {
        const auto again = parsePlayerSpec(formatPlayerSpec(*spec, BudgetText::Included));
        TTT_FUZZ_CHECK(again.has_value());
        TTT_FUZZ_CHECK(again->samePlayer(*spec));
    } else {
        TTT_FUZZ_CHECK(!spec.error().message().empty());
    }
    return 0;
}
