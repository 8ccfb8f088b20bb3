// finding: formatting and ordering of findings.
#include "validate/finding.hpp"

#include "model/terminal_text.hpp"

#include <algorithm>

namespace dw::validate {

const char* severity_word(Severity s) { return severity_name(s); }

std::string format_finding(const Finding& f) {
  Diagnostic d;
  d.severity = f.severity;
  d.where = f.where;
  d.message = "[" + f.category + "] " + f.message;
  d.card_id = f.card;
  d.hint = f.hint;
  std::string out = format_diagnostic(d);
  for (const auto& line : f.evidence) out += "\n  evidence: " + terminal_text(line);
  if (!f.seeds.empty()) {
    out += "\n  seeds:";
    for (auto s : f.seeds) out += " " + std::to_string(s);
  }
  for (const auto& r : f.replays) out += "\n  replay: " + r;
  return out;
}

void sort_findings(std::vector<Finding>& findings) {
  std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) {
    return static_cast<int>(a.severity) < static_cast<int>(b.severity);
  });
}

int count_findings(const std::vector<Finding>& findings, Severity s) {
  return static_cast<int>(std::count_if(findings.begin(), findings.end(), [&](const Finding& f) { return f.severity == s; }));
}

}  // namespace dw::validate
