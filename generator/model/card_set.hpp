// card_set: a whole card set as loaded from its folder: metadata from set.toml, card geometry,
// the declared printed fields, and every card. Plain value types; no drawing here.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "model/card.hpp"
#include "model/icon_set.hpp"
#include "model/print_settings.hpp"
#include "model/units.hpp"

namespace dw {

struct CardGeometry {
  std::string size_name;  // "poker", or "custom"
  double width = 0;       // trim size, pt
  double height = 0;
  double bleed = 0;       // pt beyond the trim on every side
  double safe = 0;        // pt inside the trim where text must stay
  double corner_radius = 0;
  bool operator==(const CardGeometry&) const = default;
};

enum class FieldType { string, text, integer, number, boolean };

struct FieldSpec {
  std::string name;
  FieldType type = FieldType::string;
  bool required = false;
  bool type_unknown = false;  // its declared type was an error (reported once): cards skip checking it
  SourcePos where;
  bool operator==(const FieldSpec&) const = default;
};

struct CardSet {
  std::filesystem::path dir;
  std::filesystem::path set_file;
  std::string id;
  std::string title;
  SourcePos title_where;  // where the title was written (set.toml, or a base's)
  std::string version;
  std::string ruleset;
  // The rules script of a scripted set (ruleset = "lua"), relative to rules_script_dir: the folder
  // of the set.toml that named it (a base's folder when a derived set inherits the script).
  std::string rules_script;
  std::filesystem::path rules_script_dir;
  SourcePos rules_script_where;
  CardGeometry card;
  std::string default_paper = "a4";
  std::string back_template;                      // template drawn on backs by default
  SourcePos back_template_where;                   // where back_template was written
  PrintSettings print;                            // sheet, back mode and back alignment
  std::map<std::string, std::string> kind_templates;  // kind -> face template name
  std::map<std::string, SourcePos> kind_templates_where;
  std::vector<FieldSpec> fields;
  std::vector<IconDef> icons;                     // [icons]: name -> image, for every template
  std::vector<Card> cards;
  // Sets this one builds on (set.toml `base`), nearest first: their templates and art are found
  // after the set's own (template_dirs, asset_roots).
  std::vector<std::filesystem::path> bases;

  const Card* find_card(std::string_view id) const;
  const FieldSpec* find_field(std::string_view name) const;
  int total_count() const;  // sum of counts: the number of physical cards
  std::string face_template_of(const Card& card) const;
  std::string back_template_of(const Card& card) const;
  // Where the name returned by face_template_of / back_template_of was written, for messages.
  SourcePos face_template_named_at(const Card& card) const;
  SourcePos back_template_named_at(const Card& card) const;
};

const char* field_type_name(FieldType t);

// Where a set's templates are looked for: its own templates/, its bases' templates/, then the
// project's templates/cards/ under `home`.
std::vector<std::filesystem::path> template_dirs(const CardSet& set, const std::filesystem::path& home);
// Where the files its cards and templates name are looked for: its folder, its bases', `home`.
std::vector<std::filesystem::path> asset_roots(const CardSet& set, const std::filesystem::path& home);

}  // namespace dw
