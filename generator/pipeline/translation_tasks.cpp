// translation_tasks: the PO template written from a prepared set, and the gettext tools run on it.
#include "pipeline/translation_tasks.hpp"

#include "localize/set_messages.hpp"
#include "model/card_set_loader.hpp"
#include "model/containment.hpp"
#include "pipeline/prepared_set.hpp"
#include "model/project_home.hpp"
#include "i18n/po_catalog.hpp"
#include "i18n/pot_writer.hpp"
#include "support/atomic_file.hpp"
#include "support/subprocess.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

// The set with its templates and bindings checked (the bases' templates included).
struct SetForText {
  CardSet set;
  fs::path home;
};

TemplateWritten write_template(const SetForText& loaded, Diagnostics& warnings) {
  Diagnostics problems;
  PreparedSet prepared(loaded.set, loaded.home, PrepareOptions{"", PrepareStage::bindings, {}}, problems, warnings);
  if (problems.has_errors()) throw InputError(problems);
  const std::vector<PotEntry> entries =
      extract_set_messages(loaded.set, prepared.templates(), loaded.home, problems);
  if (problems.has_errors()) throw InputError(problems);
  warnings.append(problems);
  const fs::path pot = pot_path(loaded.set);
  write_pot_file(pot, PotHeader{loaded.set.id + " " + loaded.set.version, ""}, entries);
  return {pot, entries.size()};
}

// Runs a gettext tool writing `target` through a temporary file renamed when it succeeded.
void run_gettext(std::vector<std::string> argv, const fs::path& target) {
  AtomicFile out(target);
  argv.push_back("--output-file=" + out.temp_path().string());
  const ProcessResult result = run_process(argv);
  if (result.exit_code != 0)
    throw InputError(SourcePos{target.string(), 0, 0},
                     argv.front() + (result.exit_code == 127 ? " is not installed" : " failed: " + result.output),
                     "install gettext (./build.sh does this) and check the PO file with `msgfmt -c`");
  out.commit();
}

std::string po_summary(const fs::path& po) {
  Diagnostics ignored;
  auto catalog = read_po_file(po, ignored);
  if (!catalog) return "";
  int translated = 0, fuzzy = 0, empty = 0;
  for (const auto& e : catalog->entries) (e.fuzzy ? fuzzy : e.msgstr.empty() ? empty : translated)++;
  return std::to_string(translated) + " translated, " + std::to_string(fuzzy) + " fuzzy, " + std::to_string(empty) +
         " untranslated";
}

SetForText load(const std::string& set_dir, Diagnostics& warnings) {
  SetForText loaded;
  loaded.home = find_project_home(set_dir);
  loaded.set = load_card_set(set_dir, warnings);
  return loaded;
}

}  // namespace

TemplateWritten extract_translations(const std::string& set_dir, Diagnostics& warnings) {
  return write_template(load(set_dir, warnings), warnings);
}

TranslationUpdate update_translations(const std::string& set_dir, const std::vector<std::string>& add,
                                      Diagnostics& warnings) {
  const SetForText loaded = load(set_dir, warnings);
  TranslationUpdate update;
  update.pot = write_template(loaded, warnings);
  const fs::path& pot = update.pot.pot;
  for (const std::string& lang : add) {
    const fs::path po = loaded.set.dir / "locales" / (lang + ".po");
    if (fs::exists(po)) continue;
    run_gettext({"msginit", "--no-translator", "--no-wrap", "--locale=" + lang + ".UTF-8", "--input=" + pot.string()}, po);
    update.created.push_back(po);
  }
  for (const fs::path& po : po_files(loaded.set)) {
    Diagnostics refused;
    if (!check_contained(po, {loaded.set.dir}, SourcePos{po.string(), 0, 0}, refused)) throw InputError(refused);
    run_gettext({"msgmerge", "--quiet", "--previous", po.string(), pot.string()}, po);
    update.merged.emplace_back(po, po_summary(po));
  }
  return update;
}

}  // namespace dw
