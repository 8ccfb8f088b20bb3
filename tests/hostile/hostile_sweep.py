#!/usr/bin/env python3
"""hostile_sweep: the hostile inputs of issue 20, generated into a temporary folder and run
against the deckwright binary. Each case must end with its expected exit code (2 for bad input,
with the error at file:line:col; 1 for a failed file operation, with the path and a hint; 0 where
the output is correct), within 10 s of CPU time (user + system) and 1 GB of peak memory, measured
by /usr/bin/time. Nothing large is checked in: every input is written here, from a tiny set.

Usage: hostile_sweep.py --deckwright BIN [--keep DIR] [--only NAME]"""
import argparse
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

CPU_LIMIT_S = 10.0
RSS_LIMIT_KB = 1024 * 1024

SET_TOML = '''id = "tiny"
title = "Tiny"
version = "1.0"
ruleset = "none"

[card]
size = "poker"
bleed = "3mm"

[print]
back = "back"

[fields]
name = { type = "string", required = true }
value = "integer"
text = "text"
'''
CARDS_TOML = '''[[card]]
id = "one"
count = 2
kind = "face"
name = "One"
value = 1
text = "A first card."

[[card]]
id = "two"
kind = "face"
name = "Two"
value = 2
text = "A second card."
'''
BACK_TOML = '[[element]]\ntype = "rect"\nbleed = true\nfill = "#402020"\n'
FACE_TOML = '''[[element]]
type = "rect"
fill = "ivory"
stroke = "black"

[[element]]
type = "text"
text = "{name} ({value})"
font = "Linux Libertine O"
size = 12

[[element]]
type = "image"
src = "art/icon.svg"
x = "10mm"
y = "20mm"
width = "20mm"
height = "20mm"
'''
ICON_SVG = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><circle cx='5' cy='5' r='4'/></svg>"
# A character no font of fonts/manifest.toml has (Phoenician alef).
TOFU = '\U00010900'
TOFU_NAME = 'U+10900'
PO_HEADER = 'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'


class Inputs:
    """Writes one copy of the tiny set per case under `root`, then the case's change to it."""

    def __init__(self, root):
        self.root = root

    def path(self, *parts):
        return os.path.join(self.root, *parts)

    def fresh(self, name):
        files = {'set.toml': SET_TOML, 'cards/cards.toml': CARDS_TOML, 'templates/face.toml': FACE_TOML,
                 'templates/back.toml': BACK_TOML, 'art/icon.svg': ICON_SVG}
        for rel, text in files.items():
            self.write(f'{name}/{rel}', text)
        return name

    def write(self, rel, data):
        full = self.path(rel)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'wb' if isinstance(data, bytes) else 'w', encoding=None if isinstance(data, bytes) else 'utf-8') as f:
            f.write(data)

    def append(self, rel, text):
        with open(self.path(rel), 'a', encoding='utf-8') as f:
            f.write(text)

    def replace(self, rel, old, new):
        with open(self.path(rel), encoding='utf-8') as f:
            text = f.read()
        assert old in text, (rel, old)
        self.write(rel, text.replace(old, new, 1))


def grey_png(side):
    """A `side` x `side` RGB PNG of one colour: tiny on disk, 3 * side * side bytes once decoded."""
    def chunk(kind, body):
        return struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body) & 0xffffffff)
    rows = (b'\0' + b'\x80\x60\x40' * side) * side
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', side, side, 8, 2, 0, 0, 0)) +
            chunk(b'IDAT', zlib.compress(rows, 6)) + chunk(b'IEND', b''))


def make_cases(inputs):
    """(name, arguments after the binary, expected exit, expected position or None, extra check)."""
    i = inputs
    cases = []

    def bad(name, args, position, said=None):
        cases.append((name, args, 2, position, said))

    # D01: a table header and a dotted key of 30,000 parts (a stack overflow in toml++ before).
    i.fresh('d01-header'); i.append('d01-header/cards/cards.toml', '\n[x' + '.a' * 30000 + ']\n')
    bad('D01-header-30000', ['build', 'd01-header'], 'cards/cards.toml:16:1', 'nests deeper than the limit')
    i.fresh('d01-dotted'); i.replace('d01-dotted/set.toml', 'id = "tiny"', 'id = "tiny"\na' + '.a' * 30000 + ' = 1')
    bad('D01-dotted-30000', ['build', 'd01-dotted'], 'set.toml:2:1', 'nests deeper than the limit')
    # D02: a 1 MB msgstr (minutes of layout before).
    i.fresh('d02'); i.write('d02/locales/de.po', PO_HEADER + 'msgctxt "card:one/name"\nmsgid "One"\nmsgstr "' + 'x' * 1_000_000 + '"\n')
    bad('D02-msgstr-1MB', ['build', 'd02', '--locale', 'de'], 'locales/de.po:6:1', 'the limit is 16384 bytes')
    # D03: nine 8000 x 8000 rasters (2.35 GB before): downsampled to the printed size.
    i.fresh('d03')
    png = grey_png(8000)
    elements = ''
    for n in range(9):
        i.write(f'd03/art/big{n}.png', png)
        elements += f'\n[[element]]\ntype = "image"\nsrc = "art/big{n}.png"\nx = "{2 + n * 6}mm"\ny = "60mm"\nwidth = "5mm"\nheight = "5mm"\n'
    i.append('d03/templates/face.toml', elements)
    cases.append(('D03-nine-8000px-rasters', ['build', 'd03'], 0, None, None))
    # D04: 100,000 gradient stops on a card printed 30 times.
    i.fresh('d04')
    i.replace('d04/templates/face.toml', 'fill = "ivory"', 'fill = { linear = [' + ', '.join(['"ivory"', '"black"'] * 50000) + '] }')
    i.replace('d04/cards/cards.toml', 'count = 2', 'count = 30')
    bad('D04-100000-stops', ['build', 'd04'], 'templates/face.toml:3:', 'stops; the limit is')
    # D05: a template that is a symbolic link leaving the set.
    i.write('outside/face.toml', FACE_TOML)
    i.fresh('d05'); os.remove(i.path('d05/templates/face.toml'))
    os.symlink(i.path('outside/face.toml'), i.path('d05/templates/face.toml'))
    bad('D05-template-symlink', ['build', 'd05'], 'cards/cards.toml:4:8', 'leads outside the card set')
    # D06: a character no font has, in the title and in the booklet.
    i.fresh('d06-title'); i.replace('d06-title/set.toml', 'title = "Tiny"', 'title = "Tiny ' + TOFU + '"')
    bad('D06-title', ['build', 'd06-title'], 'set.toml:2:9', TOFU_NAME)
    i.fresh('d06-booklet'); i.write('d06-booklet/booklet/rules.md', '# Rules\n\nPlay ' + TOFU + '.\n')
    bad('D06-booklet', ['build', 'd06-booklet'], 'booklet/rules.md:3:1', TOFU_NAME)
    # D07, D08: a NUL and terminal escapes in a name.
    i.fresh('d07'); i.replace('d07/cards/cards.toml', 'name = "One"', 'name = "On\\u0000e"')
    bad('D07-nul-in-field', ['build', 'd07'], 'cards/cards.toml:5:8', 'U+0000')
    i.fresh('d08'); i.replace('d08/cards/cards.toml', 'name = "One"', 'name = "\\u001b[2J\\u001b]52;c;aGk=\\u0007One"')
    bad('D08-escape-in-name', ['list', 'd08'], 'cards/cards.toml:5:8', 'U+001B')
    # D12: 45 nested quotes; 10,000 nested lists.
    i.fresh('d12-quotes'); i.write('d12-quotes/booklet/rules.md', '# Rules\n\n' + '> ' * 45 + 'Deep.\n')
    bad('D12-45-quotes', ['build', 'd12-quotes'], 'booklet/rules.md:3:', 'nest more than')
    i.fresh('d12-lists'); i.write('d12-lists/booklet/rules.md', '# Rules\n\n' + ''.join('  ' * n + '- item\n' for n in range(10000)))
    bad('D12-10000-lists', ['build', 'd12-lists'], 'booklet/rules.md:', 'nest more than')
    # D15: a length of 100 km.
    i.fresh('d15'); i.replace('d15/templates/face.toml', 'x = "10mm"', 'x = "100000000mm"')
    bad('D15-huge-length', ['build', 'd15'], 'templates/face.toml:15:5', 'longer than the limit')
    # D17: an SVG over the size cap (a million rectangles were 43 MB and 2.7 GB).
    i.fresh('d17'); i.write('d17/art/icon.svg', "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1000 1000'>" +
                            "<rect x='1' y='1' width='1' height='1'/>" * 110_000 + '</svg>')
    bad('D17-svg-over-the-cap', ['build', 'd17'], 'templates/face.toml:14:7', 'the limit is')
    # A <use> bomb: 10^12 references.
    i.fresh('use-bomb')
    bomb = "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' viewBox='0 0 10 10'><defs><rect id='l0' width='1' height='1'/>"
    for level in range(1, 13):
        bomb += f"<g id='l{level}'>" + f"<use xlink:href='#l{level - 1}'/>" * 10 + '</g>'
    i.write('use-bomb/art/icon.svg', bomb + "</defs><use xlink:href='#l12'/></svg>")
    bad('SVG-use-bomb', ['build', 'use-bomb'], 'templates/face.toml:14:7', 'SVG')
    # A bidi override in a name.
    i.fresh('bidi'); i.replace('bidi/cards/cards.toml', 'name = "One"', 'name = "On\\u202Ee"')
    bad('Bidi-override-in-name', ['build', 'bidi'], 'cards/cards.toml:5:8', 'U+202E')
    # A megabyte expression: quoted shortened.
    i.fresh('long-expression')
    i.replace('long-expression/templates/face.toml', 'text = "{name} ({value})"', 'text = "{' + 'value + ' * 200000 + '}"')
    bad('Megabyte-expression', ['build', 'long-expression'], 'templates/face.toml:8:', 'bad expression')
    # An output folder under a regular file: exit 1, the path, the reason and a hint.
    i.write('afile', 'a file, not a folder')
    cases.append(('IO-output-under-a-file', ['build', i.fresh('io'), '--out', 'afile/out'], 1, None,
                  'afile/out/tiny: error: cannot create the output folder: Not a directory\n  hint: '))
    return cases


def run_case(binary, work, case):
    name, args, want_exit, position, said = case
    out = os.path.join(work, 'out-' + name)
    argv = [binary] + args
    if args[0] == 'build' and '--out' not in args:
        argv += ['--out', out]
    timing = os.path.join(work, 'time-' + name)
    proc = subprocess.run(['/usr/bin/time', '-f', '%U %S %M', '-o', timing] + argv, cwd=work,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    with open(timing) as f:
        user, system, rss_kb = f.read().split()[-3:]
    cpu = float(user) + float(system)
    text = proc.stdout.decode('utf-8', 'replace') + proc.stderr.decode('utf-8', 'replace')
    problems = []
    if proc.returncode != want_exit:
        problems.append(f'exit {proc.returncode}, expected {want_exit}')
    if cpu > CPU_LIMIT_S:
        problems.append(f'{cpu:.2f} s of CPU, limit {CPU_LIMIT_S} s')
    if int(rss_kb) > RSS_LIMIT_KB:
        problems.append(f'peak memory {int(rss_kb) // 1024} MB, limit 1024 MB')
    if position and not re.search(r'^\S*' + re.escape(position) + r'\d*:?\d*: error: ', text, re.M):
        problems.append(f'no error at {position}')
    if said and said not in text:
        problems.append(f'does not say {said!r}')
    if max((len(l) for l in text.splitlines()), default=0) > 5000:
        problems.append('a line of the message is over 5000 characters (quoted input not shortened)')
    if '\x1b' in text:
        problems.append('a raw escape character reached the terminal')
    line = f'{name}: exit {proc.returncode}, {cpu:.2f} s CPU, {int(rss_kb) // 1024} MB'
    return line, problems, text


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--deckwright', required=True)
    parser.add_argument('--keep', help='write the inputs here and keep them')
    parser.add_argument('--only', help='run only the case of this name')
    options = parser.parse_args()
    binary = os.path.abspath(options.deckwright)
    work = options.keep or tempfile.mkdtemp(prefix='dw-hostile-')
    os.makedirs(work, exist_ok=True)
    try:
        failures = 0
        for case in make_cases(Inputs(work)):
            if options.only and case[0] != options.only:
                continue
            line, problems, text = run_case(binary, work, case)
            print(('FAIL ' if problems else 'ok   ') + line, flush=True)
            if problems:
                failures += 1
                print('  ' + '; '.join(problems))
                print('  said: ' + text[:600].replace('\n', '\n        '))
        print(f'{failures} failing case(s)')
        return 1 if failures else 0
    finally:
        if not options.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == '__main__':
    sys.exit(main())
