#!/usr/bin/env python3
# update_readme_options: rewrites the README's "Options of every command" section from the help
# the binary prints (`deckwright --help`, then every command's and every inner command's), the
# text tests/cli/readme_options_test.cpp compares it with. Run after adding or changing an option:
#   tests/tools/update_readme_options.py build/release/deckwright
import re
import subprocess
import sys
from pathlib import Path

HEADING = '### Options of every command'
INTRO = ['Every command and option as `deckwright COMMAND --help` prints it (`man deckwright` holds the',
         'same, installed by `cmake --install`; tests/cli/readme_options_test.cpp keeps this list complete,',
         'tests/tools/update_readme_options.py rewrites it).']


def help_of(binary, words):
    text = subprocess.run([binary] + words + ['--help'], capture_output=True, text=True, check=True).stdout
    return re.sub(r'Usage: \S*deckwright', 'Usage: deckwright', text.rstrip('\n'))


def commands_in(text):
    names, listing = [], False
    for line in text.split('\n'):
        if line.startswith('Subcommands:'):
            listing = True
        elif listing and line == '':
            listing = False
        elif listing and re.match(r'^  [a-z]', line):
            names.append(line.split()[0])
    return names


def section(binary):
    lines = [HEADING, ''] + INTRO + ['']
    words = [[]]
    for command in commands_in(help_of(binary, [])):
        words.append([command])
        words.extend([command, inner] for inner in commands_in(help_of(binary, [command])))
    for w in words:
        lines += ['```text'] + help_of(binary, w).split('\n') + ['```', '']
    return lines


def main():
    binary = sys.argv[1]
    readme = Path(__file__).resolve().parents[2] / 'README.md'
    lines = readme.read_text().split('\n')
    start = lines.index(HEADING)
    end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith('## ') or lines[i].startswith('### '))
    readme.write_text('\n'.join(lines[:start] + section(binary) + lines[end:]))


if __name__ == '__main__':
    main()
