// card_tables: the [[card]] tables of a TOML card file to the set's Cards, with their diagnostics:
// one after the other, in slices read at once on a pool, or from pieces of the file parsed apart
// (card_file_pieces). However they are read, the cards, the diagnostics and their order are the
// same; card_set_loader decides which way a file goes.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include <toml++/toml.h>

#include "model/card_file_pieces.hpp"
#include "model/card_set.hpp"
#include "model/diagnostic.hpp"
#include "support/job_pool.hpp"

namespace dw {

// Cards per job when a card file's tables are read on the pool: a few milliseconds of work each.
inline constexpr std::size_t kCardsPerJob = 256;
// A card file smaller than this is parsed whole even on a pool: it is a fraction of a millisecond of
// toml++, hardly more than handing work to another thread costs (and a set may have many such files).
inline constexpr std::size_t kBytesWorthCutting = 16 * 1024;

// The first `count` [[card]] tables of `list` read to the end of set.cards, their diagnostics to
// `diags`, each id checked against `seen` (and added to it): in turn on this thread, or with a pool
// of more than one thread in slices of kCardsPerJob read at once, joined in the file's order.
void read_cards(const toml::array& list, std::size_t count, const std::string& file, CardSet& set,
                std::map<std::string, SourcePos>& seen, Diagnostics& diags, JobPool* pool);

// The cards of a TOML card file's `text` (read from `source`, shown as `display`, checked for
// nesting) parsed and read in `pieces` at once on the pool. False, with nothing added, when the
// file is cut in fewer than two, holds more than `room` cards, or a piece does not parse to its
// run of [[card]] tables: the caller then parses the file whole, which reports any error exactly
// as always. True: the cards, the diagnostics and their order are those read_cards gives for the
// whole file.
bool read_cards_in_pieces(const std::string& text, const std::vector<CardFilePiece>& pieces, const std::string& source,
                          const std::string& display, CardSet& set, std::map<std::string, SourcePos>& seen,
                          Diagnostics& diags, JobPool& pool, std::size_t room);

}  // namespace dw
