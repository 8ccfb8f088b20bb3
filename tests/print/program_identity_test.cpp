// program_identity (support/, tested beside the render cache that uses it): the build ID is found
// in a block of ELF notes among other notes, and not where there is none or a note is cut short;
// this test program (linked with the project's flags) has one, the same bytes as the note in its
// file, and it names the program.
#include "support/program_identity.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace dw {
namespace {

void put32(std::vector<unsigned char>& out, std::uint32_t value) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(&value);
  out.insert(out.end(), bytes, bytes + 4);
}

// One ELF note: sizes, type, the name and the description, each padded to 4 bytes.
void add_note(std::vector<unsigned char>& out, const std::string& name_with_nul, std::uint32_t type,
              const std::vector<unsigned char>& desc) {
  put32(out, static_cast<std::uint32_t>(name_with_nul.size()));
  put32(out, static_cast<std::uint32_t>(desc.size()));
  put32(out, type);
  out.insert(out.end(), name_with_nul.begin(), name_with_nul.end());
  while (out.size() % 4) out.push_back(0);
  out.insert(out.end(), desc.begin(), desc.end());
  while (out.size() % 4) out.push_back(0);
}

const std::vector<unsigned char> kId = {0xde, 0xad, 0xbe, 0xef, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab};

TEST(ProgramIdentity, BuildIdIsFoundAmongOtherNotes) {
  std::vector<unsigned char> notes;
  add_note(notes, std::string("GNU\0", 4), 1, {0, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0});  // ABI tag
  add_note(notes, std::string("Go\0", 3), 3, {1, 2, 3});  // type 3 under another name
  add_note(notes, std::string("GNU\0", 4), 3, kId);
  EXPECT_EQ(build_id_in_notes(notes.data(), notes.size()), "deadbeef0123456789ab");
}

TEST(ProgramIdentity, NoBuildIdOrANoteCutShortGivesNone) {
  std::vector<unsigned char> notes;
  add_note(notes, std::string("GNU\0", 4), 1, {0, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0});
  EXPECT_EQ(build_id_in_notes(notes.data(), notes.size()), "");
  add_note(notes, std::string("GNU\0", 4), 3, kId);
  for (std::size_t cut = 1; cut <= 12; ++cut)
    EXPECT_EQ(build_id_in_notes(notes.data(), notes.size() - cut), "") << "cut by " << cut;
  EXPECT_EQ(build_id_in_notes(notes.data(), 0), "");
}

TEST(ProgramIdentity, ThisProgramHasTheBuildIdOfItsFile) {
  const std::string id = running_program_build_id();
  ASSERT_EQ(id.size(), 40u) << "a SHA-1 build ID (-Wl,--build-id=sha1): " << id;
  // The note as it lies in the file: namesz 4, descsz 20, type 3, "GNU\0", the ID.
  std::vector<unsigned char> note;
  put32(note, 4);
  put32(note, 20);
  put32(note, 3);
  for (char c : std::string("GNU\0", 4)) note.push_back(static_cast<unsigned char>(c));
  for (std::size_t i = 0; i < id.size(); i += 2)
    note.push_back(static_cast<unsigned char>(std::stoi(id.substr(i, 2), nullptr, 16)));
  std::ifstream in("/proc/self/exe", std::ios::binary);
  const std::string file((std::istreambuf_iterator<char>(in)), {});
  EXPECT_NE(file.find(std::string(note.begin(), note.end())), std::string::npos);
  EXPECT_EQ(program_identity(), "build-id " + id);
}

}  // namespace
}  // namespace dw
