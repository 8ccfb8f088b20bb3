// face_inputs: the files of a set split into those of one card and those of every card, hashed.
#include "serve/face_inputs.hpp"

#include <algorithm>
#include <set>

#include "model/toml_writer.hpp"
#include "serve/file_watcher.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

bool is_image(const fs::path& file) {
  std::string extension = file.extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return extension == ".png" || extension == ".jpg" || extension == ".jpeg" || extension == ".svg";
}

fs::path normal(const fs::path& path) {
  std::error_code ec;
  fs::path canonical = fs::weakly_canonical(path, ec);
  return ec ? path.lexically_normal() : canonical;
}

// Every string a card holds (id, kind, field and rules strings), each naming the card.
void collect_strings(const Value& value, std::set<std::string>& out) {
  if (value.kind == Value::Kind::string) out.insert(value.string);
  for (const auto& item : value.items) collect_strings(item, out);
  for (const auto& entry : value.entries) collect_strings(entry.value, out);
}

// Regular files under `root` (symbolic links not followed), sorted; `skip` folders left out.
std::vector<fs::path> files_under(const fs::path& root, const std::set<fs::path>& skip) {
  std::vector<fs::path> files;
  std::error_code ec;
  fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec), end;
  for (; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    const fs::file_status status = it->symlink_status(ec);
    if (ec) break;
    if (fs::is_directory(status)) {
      if (is_editor_scratch(name) || skip.count(it->path())) it.disable_recursion_pending();
      continue;
    }
    if (!fs::is_regular_file(status) || is_editor_scratch(name)) continue;
    files.push_back(it->path());
    if (files.size() >= kMaxInputFiles) break;
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string card_data(const Card& card, const CardSet& set) {
  std::string data = card.id;
  for (const std::string& part : {std::to_string(card.count), card.kind, set.face_template_of(card),
                                  set.back_template_of(card), toml_value(card.fields), toml_value(card.rules)}) {
    data += '\0';
    data += part;
  }
  return data;
}

}  // namespace

std::vector<fs::path> face_input_folders(const CardSet& set, const fs::path& home) {
  std::vector<fs::path> folders{set.dir};
  folders.insert(folders.end(), set.bases.begin(), set.bases.end());
  folders.push_back(home / "templates" / "cards");
  return folders;
}

FaceInputs gather_face_inputs(const CardSet& set, const fs::path& home, FileHashes& hashes) {
  FaceInputs inputs;
  inputs.folders = face_input_folders(set, home);

  std::set<fs::path> card_files;
  for (const auto& card : set.cards) card_files.insert(normal(card.where.file));
  card_files.erase(normal(set.set_file));

  std::map<std::string, std::vector<std::string>> cards_named;  // string -> ids of the cards holding it
  for (const auto& card : set.cards) {
    std::set<std::string> strings{card.id, card.kind};
    collect_strings(card.fields, strings);
    collect_strings(card.rules, strings);
    for (const auto& text : strings) cards_named[text].push_back(card.id);
    inputs.per_card[card.id] = kFnvOffsetBasis;
  }

  for (const fs::path& folder : inputs.folders) {
    const std::set<fs::path> skip{folder / "locales", folder / "booklet"};
    inputs.shared = fnv1a(folder.string() + '\0', inputs.shared);
    for (const fs::path& file : files_under(folder, skip)) {
      if (card_files.count(normal(file))) continue;
      const std::optional<std::uint64_t> hash = hashes.of(file);
      const std::string fingerprint = file.lexically_relative(folder).generic_string() + '\0' +
                                      (hash ? hex64(*hash) : std::string("unreadable"));
      std::set<std::string> owners;
      if (is_image(file)) {
        for (const std::string& name : {file.lexically_relative(folder).generic_string(),
                                        file.filename().string(), file.stem().string()}) {
          if (auto named = cards_named.find(name); named != cards_named.end())
            owners.insert(named->second.begin(), named->second.end());
        }
      }
      if (owners.empty()) inputs.shared = fnv1a(fingerprint, inputs.shared);
      for (const auto& id : owners) inputs.per_card[id] = fnv1a(fingerprint, inputs.per_card[id]);
    }
  }
  if (!set.print.uniform_sizes.empty())
    for (const auto& card : set.cards) inputs.shared = fnv1a(card_data(card, set) + '\0', inputs.shared);
  hashes.forget_unused();
  return inputs;
}

std::string face_key(const Card& card, const CardSet& set, const FaceInputs& inputs) {
  const auto own = inputs.per_card.find(card.id);
  return card_data(card, set) + '\0' + hex64(inputs.shared) + '\0' +
         hex64(own == inputs.per_card.end() ? kFnvOffsetBasis : own->second);
}

}  // namespace dw
