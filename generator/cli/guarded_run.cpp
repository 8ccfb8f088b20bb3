// guarded_run: exit codes and error printing for every command.
#include "cli/guarded_run.hpp"

#include <filesystem>
#include <iostream>

#include "support/io_failure.hpp"

namespace dw {

int run_guarded(const std::function<int(Diagnostics& warnings)>& body, std::ostream& err) {
  Diagnostics warnings;
  try {
    const int code = body(warnings);
    err << warnings.format_all();
    return code;
  } catch (const InputError& e) {
    err << warnings.format_all() << e.diagnostics().format_all();
    return 2;
  } catch (const IoFailure& e) {
    err << warnings.format_all() << format_diagnostic(error_diagnostic(SourcePos{e.path(), 0, 0}, e.message(), e.hint()))
        << "\n";
    return 1;
  } catch (const std::filesystem::filesystem_error& e) {
    // A file operation not yet wrapped in IoFailure: still the path, the reason and a hint.
    const std::string path = e.path1().empty() ? std::string() : e.path1().string();
    err << warnings.format_all()
        << format_diagnostic(error_diagnostic(SourcePos{path, 0, 0}, e.what(), io_failure_hint(e.code().value()))) << "\n";
    return 1;
  } catch (const std::exception& e) {
    err << warnings.format_all() << "deckwright: error: " << e.what() << "\n";
    return 1;
  }
}

int fail_on_warnings(Diagnostics& warnings, std::ostream& err) {
  std::size_t count = 0;
  for (const Diagnostic& d : warnings.items())
    if (d.severity == Severity::warning) ++count;
  err << warnings.format_all();
  warnings = Diagnostics();
  if (count == 0) return 0;
  err << format_diagnostic(error_diagnostic(SourcePos{"--strict", 0, 0},
                                            std::to_string(count) + (count == 1 ? " warning" : " warnings") + " (above)",
                                            "fix them, or leave out --strict"))
      << "\n";
  return 1;
}

void bad_argument(const std::string& flag, std::string message, std::string hint) {
  throw InputError(SourcePos{flag, 0, 0}, std::move(message), std::move(hint));
}

}  // namespace dw
