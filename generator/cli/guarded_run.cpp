// guarded_run: exit codes and error printing for every command.
#include "cli/guarded_run.hpp"

#include <iostream>

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
  } catch (const std::exception& e) {
    err << warnings.format_all() << "deckwright: error: " << e.what() << "\n";
    return 1;
  }
}

void bad_argument(const std::string& flag, std::string message, std::string hint) {
  throw InputError(SourcePos{flag, 0, 0}, std::move(message), std::move(hint));
}

}  // namespace dw
