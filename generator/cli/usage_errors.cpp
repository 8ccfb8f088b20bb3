// usage_errors: parse errors in the one error style, with did-you-mean.
#include "cli/usage_errors.hpp"

#include <algorithm>
#include <regex>

#include "model/diagnostic.hpp"
#include "model/suggest.hpp"

namespace dw {

namespace {

// The innermost command the parser entered ("deckwright", "deckwright i18n").
CLI::App* innermost(CLI::App& app) {
  CLI::App* cmd = &app;
  while (!cmd->get_subcommands().empty()) cmd = cmd->get_subcommands().front();
  return cmd;
}

std::string command_line_name(const CLI::App& app, const CLI::App* cmd) {
  std::string name;
  for (const CLI::App* c = cmd; c && c != &app; c = c->get_parent()) name = " " + c->get_name() + name;
  return "deckwright" + name;
}

std::vector<std::string> command_names(CLI::App* cmd) {
  std::vector<std::string> names;
  for (const CLI::App* sub : cmd->get_subcommands([](const CLI::App*) { return true; })) names.push_back(sub->get_name());
  return names;
}

std::vector<std::string> option_names(CLI::App* cmd) {
  std::vector<std::string> names{"--help"};
  for (const CLI::Option* option : cmd->get_options()) {
    for (const std::string& l : option->get_lnames()) names.push_back("--" + l);
    for (const std::string& s : option->get_snames()) names.push_back("-" + s);
  }
  return names;
}

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : ", ") + w;
  return out;
}

// The first word after `cmd`'s own name on the command line that is not an option.
std::string first_word_after(const std::vector<std::string>& args, const CLI::App& app, const CLI::App* cmd) {
  std::size_t at = 0;
  if (cmd != &app) {
    std::vector<std::string> path;
    for (const CLI::App* c = cmd; c && c != &app; c = c->get_parent()) path.insert(path.begin(), c->get_name());
    for (const std::string& name : path) {
      while (at < args.size() && args[at] != name) ++at;
      ++at;
    }
  }
  for (; at < args.size(); ++at)
    if (!args[at].empty() && args[at][0] != '-') return args[at];
  return {};
}

void print(std::ostream& err, const std::string& where, const std::string& message, const std::string& hint) {
  err << format_diagnostic(error_diagnostic(SourcePos{where, 0, 0}, message, hint)) << "\n";
}

}  // namespace

int report_usage_error(CLI::App& app, const CLI::ParseError& error, const std::vector<std::string>& args, std::ostream& out,
                       std::ostream& err) {
  if (error.get_exit_code() == 0) return app.exit(error, out, err);  // --help, --version
  CLI::App* cmd = innermost(app);
  const std::string name = command_line_name(app, cmd);
  const std::vector<std::string> commands = command_names(cmd);
  // A command with subcommands that was given none it knows.
  if (!commands.empty() && cmd->get_subcommands().empty()) {
    const std::string word = first_word_after(args, app, cmd);
    if (!word.empty() && std::find(commands.begin(), commands.end(), word) == commands.end())
      print(err, word, "unknown command of `" + name + "`" + did_you_mean(word, commands), "the commands are: " + joined(commands));
    else
      print(err, name, "give a command", "the commands are: " + joined(commands) + "; `" + name + " --help` describes them");
    return 2;
  }
  if (dynamic_cast<const CLI::ExtrasError*>(&error)) {
    const std::vector<std::string> extras = cmd->remaining();
    const auto option = std::find_if(extras.begin(), extras.end(), [](const std::string& a) { return a.size() > 1 && a[0] == '-'; });
    if (option != extras.end()) {
      const std::string flag = option->substr(0, option->find('='));
      print(err, flag, "unknown option of `" + name + "`" + did_you_mean(flag, option_names(cmd)),
            "`" + name + " --help` lists its options");
    } else {
      print(err, extras.empty() ? name : extras.front(), "unexpected argument of `" + name + "`",
            "`" + name + " --help` shows what it takes");
    }
    return 2;
  }
  // CLI11 names the option first ("--paper: a5 not in {a4,letter}"), or not ("set-dir is required").
  const std::string what = error.what();
  static const std::regex kNamed(R"(^(-{0,2}[A-Za-z0-9][A-Za-z0-9_-]*): (.*)$)");
  std::smatch named;
  if (std::regex_match(what, named, kNamed))
    print(err, named[1].str(), named[2].str(), "`" + name + " --help` describes " + named[1].str());
  else
    print(err, name, what, "`" + name + " --help` shows how to call it");
  return 2;
}

}  // namespace dw
