// A set built on another (set.toml `base`) inherits its base's trackers and aids: a tracker or aid
// with an inherited id replaces that one in place, a new id adds one, `remove_trackers` and
// `remove_aids` leave inherited ones out, and removing what the base does not have is reported at
// its position. Before, a derived set read only its own set.toml and lost them all.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"
#include "trackers/aid_spec.hpp"
#include "trackers/tracker_spec.hpp"

namespace dw {
namespace {

using testing::TempDir;

constexpr const char* kBase = R"(id = "base"
title = "Base"
version = "1"
ruleset = "none"
[card]
size = "poker"
[fields]
name = "string"

[[tracker]]
id = "score"
kind = "counter"
title = "Score"

[[tracker]]
id = "turn"
kind = "track"
title = "Turn"
from = 1
to = 6
)";

constexpr const char* kAid = R"(id = "%ID%"
title = "%TITLE%"
[[section]]
text = "Play a card."
)";

std::string aid(const std::string& id, const std::string& title) {
  std::string text = kAid;
  text.replace(text.find("%ID%"), 4, id);
  text.replace(text.find("%TITLE%"), 7, title);
  return text;
}

// A base with two trackers and two aids, and a derived set whose set.toml ends in `derived_tail`.
CardSet derived_set(const TempDir& dir, const std::string& derived_tail) {
  dir.write("base/set.toml", kBase);
  dir.write("base/cards/cards.toml", "[[card]]\nid = \"one\"\nkind = \"card\"\nname = \"One\"\n");
  dir.write("base/aids/rules.toml", aid("rules", "Rules"));
  dir.write("base/aids/turn.toml", aid("turn-aid", "A Turn"));
  dir.write("mine/set.toml", "base = \"../base\"\nid = \"mine\"\ntitle = \"Mine\"\nversion = \"1\"\n" + derived_tail);
  Diagnostics warnings;
  return load_card_set(dir.path() / "mine", warnings);
}

std::vector<std::string> titles(const std::vector<TrackerSpec>& trackers) {
  std::vector<std::string> out;
  for (const auto& t : trackers) out.push_back(t.component.id + ":" + t.component.title);
  return out;
}

std::vector<std::string> titles(const std::vector<AidSpec>& aids) {
  std::vector<std::string> out;
  for (const auto& a : aids) out.push_back(a.component.id + ":" + a.component.title);
  return out;
}

TEST(InheritedExtras, ADerivedSetKeepsItsBasesTrackersAndAids) {
  TempDir dir;
  const CardSet set = derived_set(dir, "");
  Diagnostics d;
  EXPECT_THAT(titles(load_trackers(set, d)), ::testing::ElementsAre("score:Score", "turn:Turn"));
  EXPECT_THAT(titles(load_aids(set, d)), ::testing::ElementsAre("rules:Rules", "turn-aid:A Turn"));
  EXPECT_FALSE(d.has_errors()) << d.format_all();
}

TEST(InheritedExtras, OwnEntriesReplaceByIdAddAndRemove) {
  TempDir dir;
  dir.write("mine/aids/rules.toml", aid("rules", "House Rules"));
  dir.write("mine/aids/extra.toml", aid("extra", "Extra"));
  const CardSet set = derived_set(dir, R"(remove_trackers = ["score"]
remove_aids = ["turn-aid"]

[[tracker]]
id = "turn"
kind = "track"
title = "Round"
from = 1
to = 8

[[tracker]]
id = "mana"
kind = "counter"
title = "Mana"
)");
  Diagnostics d;
  EXPECT_THAT(titles(load_trackers(set, d)), ::testing::ElementsAre("turn:Round", "mana:Mana"));
  // The base's aids come first (rules replaced in place), then the set's own new one.
  EXPECT_THAT(titles(load_aids(set, d)), ::testing::ElementsAre("rules:House Rules", "extra:Extra"));
  EXPECT_FALSE(d.has_errors()) << d.format_all();
}

TEST(InheritedExtras, RemovingWhatTheBaseHasNotIsReportedWhereItIsWritten) {
  TempDir dir;
  const CardSet set = derived_set(dir, "remove_trackers = [\"scroe\"]\nremove_aids = [3]\n");
  Diagnostics d;
  EXPECT_THAT(titles(load_trackers(set, d)), ::testing::ElementsAre("score:Score", "turn:Turn"));
  load_aids(set, d);
  const std::string text = d.format_all();
  EXPECT_THAT(text, ::testing::HasSubstr("mine/set.toml:5:20: error: the base has no tracker 'scroe' to remove (did you mean 'score'?)"))
      << text;
  EXPECT_THAT(text, ::testing::HasSubstr("mine/set.toml:6:16: error: entries of 'remove_aids' must be aid ids (strings)")) << text;
}

TEST(InheritedExtras, ASetWithoutABaseCannotRemoveTrackers) {
  TempDir dir;
  dir.write("alone/set.toml", R"(id = "alone"
title = "Alone"
version = "1"
remove_trackers = ["score"]
[card]
size = "poker"
[fields]
name = "string"
)");
  dir.write("alone/cards/cards.toml", "[[card]]\nid = \"one\"\nkind = \"card\"\nname = \"One\"\n");
  Diagnostics warnings;
  try {
    load_card_set(dir.path() / "alone", warnings);
    FAIL() << "loaded";
  } catch (const InputError& e) {
    EXPECT_THAT(e.diagnostics().format_all(),
                ::testing::HasSubstr("error: 'remove_trackers' drops what a base set gives, and this set has no base"));
  }
}

}  // namespace
}  // namespace dw
