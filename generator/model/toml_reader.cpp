// toml_reader: typed access to toml++ tables with diagnostics.
#include "model/toml_reader.hpp"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "model/suggest.hpp"
#include "model/toml_depth.hpp"
#include "model/units.hpp"

namespace dw {

namespace {
const char* node_type_name(const toml::node& n) {
  switch (n.type()) {
    case toml::node_type::string: return "a string";
    case toml::node_type::integer: return "an integer";
    case toml::node_type::floating_point: return "a number";
    case toml::node_type::boolean: return "a boolean";
    case toml::node_type::table: return "a table";
    case toml::node_type::array: return "an array";
    case toml::node_type::date:
    case toml::node_type::time:
    case toml::node_type::date_time: return "a date or time";
    default: return "nothing";
  }
}
}  // namespace

SourcePos pos_of(const toml::source_region& region, const std::string& file) {
  return SourcePos{file, static_cast<int>(region.begin.line), static_cast<int>(region.begin.column)};
}

Value to_value(const toml::node& node, const std::string& file) {
  Value v;
  v.where = pos_of(node.source(), file);
  if (auto s = node.as_string()) {
    v.kind = Value::Kind::string;
    v.string = s->get();
  } else if (auto i = node.as_integer()) {
    v.kind = Value::Kind::integer;
    v.integer = i->get();
  } else if (auto f = node.as_floating_point()) {
    v.kind = Value::Kind::real;
    v.real = f->get();
  } else if (auto b = node.as_boolean()) {
    v.kind = Value::Kind::boolean;
    v.boolean = b->get();
  } else if (auto a = node.as_array()) {
    v.kind = Value::Kind::array;
    for (const auto& item : *a) v.items.push_back(to_value(item, file));
  } else if (auto t = node.as_table()) {
    v.kind = Value::Kind::table;
    for (const auto& [key, child] : *t) v.entries.push_back({std::string(key.str()), to_value(child, file)});
  } else {
    v.kind = Value::Kind::string;  // dates and times print as written
    std::ostringstream text;
    if (auto d = node.as_date()) text << *d;
    else if (auto tm = node.as_time()) text << *tm;
    else if (auto dt = node.as_date_time()) text << *dt;
    v.string = text.str();
  }
  return v;
}

TomlReader::TomlReader(const toml::table& table, std::string file, std::string what, Diagnostics& out)
    : table_(table), file_(std::move(file)), what_(std::move(what)), out_(out) {}

void TomlReader::error(SourcePos where, std::string message, std::string hint) {
  out_.error(std::move(where), std::move(message), std::move(hint));
}

SourcePos TomlReader::where() const {
  SourcePos p = pos_of(table_.source(), file_);
  if (p.line <= 0) p = SourcePos{file_, 1, 1};
  return p;
}

SourcePos TomlReader::where_of(const char* key) const {
  if (const toml::node* n = table_.get(key)) return pos_of(n->source(), file_);
  return where();
}

const toml::node* TomlReader::get(const char* key, bool required, const char* expected) {
  known_.insert(key);
  const toml::node* n = table_.get(key);
  if (!n && required) {
    error(where(), what_ + " is missing the required key '" + key + "'",
          std::string("add ") + key + " = <" + expected + ">");
  }
  return n;
}

void TomlReader::wrong_type(const char* key, const toml::node& n, const char* expected) {
  error(pos_of(n.source(), file_),
        "'" + std::string(key) + "' in " + what_ + " must be " + expected + ", not " + node_type_name(n),
        "write " + std::string(key) + " as " + expected);
}

std::optional<std::string> TomlReader::string(const char* key, bool required) {
  const toml::node* n = get(key, required, "a string");
  if (!n) return std::nullopt;
  if (auto s = n->as_string()) return s->get();
  wrong_type(key, *n, "a string");
  return std::nullopt;
}

std::optional<std::int64_t> TomlReader::integer(const char* key, std::int64_t min, std::int64_t max,
                                                bool required) {
  const toml::node* n = get(key, required, "an integer");
  if (!n) return std::nullopt;
  auto i = n->as_integer();
  if (!i) {
    wrong_type(key, *n, "an integer");
    return std::nullopt;
  }
  if (i->get() < min || i->get() > max) {
    error(pos_of(n->source(), file_),
          "'" + std::string(key) + "' is " + std::to_string(i->get()) + ", out of range",
          "use a whole number from " + std::to_string(min) + " to " + std::to_string(max));
    return std::nullopt;
  }
  return i->get();
}

std::optional<double> TomlReader::number(const char* key, double min, double max, bool required) {
  const toml::node* n = get(key, required, "a number");
  if (!n) return std::nullopt;
  double value = 0;
  if (auto i = n->as_integer()) value = static_cast<double>(i->get());
  else if (auto f = n->as_floating_point()) value = f->get();
  else {
    wrong_type(key, *n, "a number");
    return std::nullopt;
  }
  if (!std::isfinite(value) || value < min || value > max) {
    std::ostringstream range;
    range << "use a number from " << min << " to " << max;
    error(pos_of(n->source(), file_), "'" + std::string(key) + "' is out of range", range.str());
    return std::nullopt;
  }
  return value;
}

std::optional<bool> TomlReader::boolean(const char* key) {
  const toml::node* n = get(key, false, "true or false");
  if (!n) return std::nullopt;
  if (auto b = n->as_boolean()) return b->get();
  wrong_type(key, *n, "true or false");
  return std::nullopt;
}

std::optional<double> TomlReader::length_pt(const char* key, bool required) {
  const toml::node* n = get(key, required, "a length such as \"3mm\"");
  if (!n) return std::nullopt;
  auto s = n->as_string();
  if (!s) {
    if (n->is_number()) {
      error(pos_of(n->source(), file_), "'" + std::string(key) + "' in " + what_ + " has no unit",
            "write the length as a string with a unit, such as \"3mm\", \"0.125in\" or \"9pt\"");
    } else {
      wrong_type(key, *n, "a length such as \"3mm\"");
    }
    return std::nullopt;
  }
  std::string why;
  auto pt = parse_length_pt(s->get(), &why);
  if (!pt) {
    error(pos_of(n->source(), file_), "bad length for '" + std::string(key) + "': " + why,
          "write a number and a unit, such as \"3mm\"");
    return std::nullopt;
  }
  if (*pt < 0) {
    error(pos_of(n->source(), file_), "'" + std::string(key) + "' must not be negative", "use a length of 0 or more");
    return std::nullopt;
  }
  return pt;
}

const toml::table* TomlReader::table(const char* key, bool required) {
  const toml::node* n = get(key, required, "a table");
  if (!n) return nullptr;
  if (auto t = n->as_table()) return t;
  wrong_type(key, *n, "a table");
  return nullptr;
}

const toml::array* TomlReader::array(const char* key, bool required) {
  const toml::node* n = get(key, required, "an array");
  if (!n) return nullptr;
  if (auto a = n->as_array()) return a;
  wrong_type(key, *n, "an array");
  return nullptr;
}

const toml::node* TomlReader::node(const char* key) {
  known_.insert(key);
  return table_.get(key);
}

void TomlReader::finish() {
  if (asked_log_) asked_log_->push_back({what_, known_});
  if (allow_all_) return;
  for (const auto& [key, value] : table_) {
    const std::string name(key.str());
    if (known_.count(name)) continue;
    const std::vector<std::string> candidates(known_.begin(), known_.end());  // only for a key to report
    error(pos_of(key.source(), file_), "unknown key '" + name + "' in " + what_ + did_you_mean(name, candidates),
          "remove it or correct its spelling");
  }
}

std::optional<toml::table> parse_toml_file(const std::string& path, Diagnostics& out) {
  const std::optional<std::string> text = read_text_file(path, out);
  if (!text) return std::nullopt;
  if (auto too_deep = toml_depth_error(*text, path)) {  // before toml++, whose stack a deep key overflows
    out.add(std::move(*too_deep));
    return std::nullopt;
  }
  return parse_toml_text(*text, path, out);
}

std::optional<std::string> read_text_file(const std::string& path, Diagnostics& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    out.error(SourcePos{path, 0, 0}, "cannot open file", "check the path and permissions");
    return std::nullopt;
  }
  // Read at once into a string of the file's size (through a string stream, a card file of
  // megabytes took twice as long), then whatever is left: a file that grew meanwhile, or one whose
  // size is unknown. An empty file is an empty table: callers report what is missing.
  std::string text;
  std::error_code size_unknown;
  const std::uintmax_t size = std::filesystem::file_size(path, size_unknown);
  if (!size_unknown) {
    text.resize(size);
    in.read(text.data(), static_cast<std::streamsize>(size));
    text.resize(static_cast<std::size_t>(in.gcount()));
  }
  if (in) {
    std::ostringstream rest;
    rest << in.rdbuf();
    text += rest.str();
  }
  return text;
}

std::optional<toml::table> parse_toml_text(const std::string& text, const std::string& path, Diagnostics& out) {
  try {
    return toml::parse(text, path);
  } catch (const toml::parse_error& e) {
    out.error(pos_of(e.source(), path), "malformed TOML: " + std::string(e.description()),
              "fix the syntax at this position (see https://toml.io)");
    return std::nullopt;
  }
}

}  // namespace dw
