// report_pdf: the validation report as a PDF for people: the findings in words, then for every
// line-up its figures with plots drawn here with Cairo (seat win rates with their intervals, the
// game-length histogram) and a page of per-card win rates, a dot for the win rate with the card
// drawn and a ring for without it, each with its 95% interval. Written like every deckwright
// PDF (print/pdf_document: fixed dates, qpdf finishing), so the same report gives the same file.
#pragma once

#include <filesystem>

#include "validate/report.hpp"

namespace dw::validate {

// `home` is the project folder (fonts/manifest.toml).
void write_report_pdf(const Report& report, const std::filesystem::path& home, const std::filesystem::path& pdf);

}  // namespace dw::validate
