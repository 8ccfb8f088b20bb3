#!/usr/bin/env bash
# make_man_page: writes the deckwright(1) man page (roff) from the help the binary prints:
# `deckwright --help`, then `deckwright COMMAND --help` for every command and every command of a
# command (i18n extract, validate merge), so the man page says exactly what the help says. Run by
# the build (generator/cli/CMakeLists.txt); `cmake --install` puts the page in share/man/man1.
#   make_man_page.sh BINARY VERSION OUT-FILE
set -euo pipefail
bin=$1 version=$2 out=$3

# Help text as literal roff: backslashes escaped, a leading '.' or "'" made ordinary text, and the
# program named as a user types it.
as_roff() {
  sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/" -e 's|^Usage: [^ ]*deckwright|Usage: deckwright|'
}
# The command names a help text lists under "Subcommands:".
commands_in() {
  awk '/^Subcommands:/ { listing = 1; next } listing && /^  [a-z]/ { print $1 } listing && /^$/ { listing = 0 }'
}
help_section() {  # the help of `deckwright WORDS...`, unfilled
  echo ".nf"
  "$bin" "$@" --help | as_roff
  echo ".fi"
}

{
  echo ".TH DECKWRIGHT 1 \"\" \"deckwright $version\" \"User Commands\""
  echo ".SH NAME"
  echo "deckwright \\- card sets and layout templates to print-ready card games"
  echo ".SH SYNOPSIS"
  echo ".B deckwright"
  echo ".I COMMAND"
  echo "[\\fIOPTIONS\\fR] [\\fIARGUMENTS\\fR]"
  echo ".SH DESCRIPTION"
  echo "deckwright renders a card set (a folder of TOML card definitions and layout templates) into"
  echo "print-and-play PDFs, print-on-demand images, a Tabletop Simulator deck and a rules booklet, plays"
  echo "its game with computer players to validate it, and handles its translations."
  echo "Each command below is followed by the help it prints with \\fB--help\\fR."
  echo ".PP"
  help_section
  echo ".SH COMMANDS"
  for command in $("$bin" --help | commands_in); do
    echo ".SS \"deckwright $command\""
    help_section "$command"
    for inner in $("$bin" "$command" --help | commands_in); do
      echo ".SS \"deckwright $command $inner\""
      help_section "$command" "$inner"
    done
  done
  echo ".SH EXIT STATUS"
  echo ".TP"
  echo ".B 0"
  echo "Success."
  echo ".TP"
  echo ".B 1"
  echo "Findings (validate: errors in the set; build \\-\\-strict, i18n check \\-\\-strict: warnings), or an"
  echo "input/output failure (a file that cannot be written), told with a hint."
  echo ".TP"
  echo ".B 2"
  echo "Bad input: a card set, option or argument that cannot be used, told as"
  echo "\\fIfile\\fR:\\fIline\\fR:\\fIcol\\fR: error: or \\fIoption\\fR: error: with a hint."
  echo ".SH ENVIRONMENT"
  echo ".TP"
  echo ".B DECKWRIGHT_HOME"
  echo "The project folder holding fonts/, templates/ and the bundled cardsets/ (default: the nearest"
  echo "folder above the card set or the working folder that has them, else the source tree deckwright"
  echo "was built from)."
  echo ".SH SEE ALSO"
  echo "README.md and templates/README.md of deckwright."
} > "$out.tmp"
mv "$out.tmp" "$out"
