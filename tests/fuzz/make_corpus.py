#!/usr/bin/env python3
"""make_corpus: writes the seed corpora of the fuzz targets from the bundled card sets and the
test fixtures (run from the repository root; the output is checked in under tests/fuzz/corpus/).
A card_set input is set.toml, a card file, a face and a back template joined by lines "%%".
Targets named on the command line (e.g. `make_corpus.py script`) are the only ones written."""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "fuzz" / "corpus"


def card_set_inputs():
    for set_dir in sorted((ROOT / "cardsets").iterdir()):
        set_toml = set_dir / "set.toml"
        if not set_toml.is_file():
            continue
        text = set_toml.read_text()
        # One card file and the templates renamed to the two the fuzz target writes.
        text = re.sub(r"(?m)^cards = \[.*\]$", 'cards = ["cards/cards.toml"]', text)
        text = re.sub(r'(?m)^(\w+) = "(\w[\w-]*)"$',
                      lambda m: f'{m.group(1)} = "face"' if m.group(1) not in ("id", "title", "version", "ruleset", "size", "bleed", "safe", "corner_radius", "paper") else m.group(0),
                      text)
        text = re.sub(r'(?m)^back = "face"$', 'back = "back"', text)
        templates = sorted((set_dir / "templates").glob("*.toml"))
        backs = [t for t in templates if "back" in t.name]
        faces = [t for t in templates if "back" not in t.name]
        for card_file in sorted((set_dir / "cards").glob("*.toml")):
            for face in faces:
                name = f"{set_dir.name}-{card_file.stem}-{face.stem}"
                parts = [text, card_file.read_text(), face.read_text(), backs[0].read_text() if backs else ""]
                yield name, "\n%%\n".join(parts)


TEXT_INPUTS = {
    "plain": "A plain sentence.\n%%\nattack + 1",
    "bold-italic": "Strike for **3**, then *parry*.\n%%\ncost > 0 and kind == 'attack'",
    "escapes": "Stars \\*not italic\\* and <b>tags</b> & ampersands.\n%%\nnot (rules.strength >= 9) or count % 2 == 1",
    "nested": "***both*** and **bold *inner* bold**\n%%\n(attack * 2 - cost) / 3",
    "unicode": "Épée — “quoted” … Ⅻ 日本語 عربى\n%%\nname == 'Lunge'",
}

REPLAY_HEADER = ("deckwright-replay 1\nruleset clashing-blades\ncardset clashing-blades\n"
                 "options players=2,event-deck=off,extra-hearts=off,hand-size=7,marcus-king=off,max-deals=100\n"
                 "seed 5\nactions\n")
REPLAY_INPUTS = {
    "empty-game": REPLAY_HEADER + "end\n",
    "two-deals": REPLAY_HEADER + "chance 3   # a comment\nchance 4\nend\n",
    "short-header": "deckwright-replay 1\nruleset clashing-blades\ncardset clashing-blades\noptions players=2\nseed 9\nactions\nchance 0\nend\n",
}


ONLY = set(sys.argv[1:])


def write(target, name, content):
    if ONLY and target not in ONLY:
        return
    path = OUT / target / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)


# A small complete rules script (fuzz_script's default 12 cards: suits and ranks in [card.rules]),
# and lines of the hostile-script catalogue (tests/engine/lua/hostile_scripts_test.cpp) put into it.
SCRIPT_GAME = """return {
  players = 2,
  max_actions = 52,
  max_length = 40,
  setup = function(k)
    k.zone("deck", { visibility = "hidden" })
    k.zone("hand1", { owner = 1, visibility = "owner", ordered = false })
    k.zone("hand2", { owner = 2, visibility = "owner", ordered = false })
    k.zone("table", { visibility = "public" })
    k.counter("score", 0, -100, 100)
    for _, c in ipairs(k.cards("box")) do k.move(c, "deck") end
    k.shuffle("deck")
    for _ = 1, 3 do k.draw("deck", "hand1") k.draw("deck", "hand2") end
    k.flip(k.top("deck"), true)
    k.set_turn(1)
@SETUP@
  end,
  legal = function(k, p)
    local out = {}
    for i, c in ipairs(k.cards("hand" .. p)) do out[i] = c - 1 end
@LEGAL@
    return out
  end,
  apply = function(k, p, a)
@APPLY@
    k.move(a + 1, "table")
    if k.rule(a + 1, "suit") == "hearts" then k.add("score", p == 1 and 1 or -1) end
    if k.count("deck") > 0 then k.draw("deck", "hand" .. p) end
    if k.count("hand1") + k.count("hand2") == 0 then k.finish({ 0, 0 }) else k.set_turn(k.next_player(p)) end
  end,
  action_name = function(k, p, a) return "play " .. k.field(a + 1, "name") end,
  heuristic = function(k, p)
@HEURISTIC@
    return k.get("score") / 100
  end,
}
"""
HOSTILE_LINES = {
    "plain": ("@SETUP@", ""),
    "endless-loop": ("@APPLY@", "while true do end"),
    "memory-bomb": ("@APPLY@", "local t = {} for i = 1, 1e9 do t[i] = i end"),
    "huge-string": ("@LEGAL@", "local s = string.rep('x', 1 << 30)"),
    "deep-recursion": ("@APPLY@", "local function f(n) return f(n + 1) + 1 end f(1)"),
    "os-execute": ("@SETUP@", "os.execute('true')"),
    "io-open": ("@APPLY@", "io.open('/etc/passwd')"),
    "require": ("@SETUP@", "require('os')"),
    "load-bytecode": ("@SETUP@", "load(string.dump(function() end))()"),
    "metatable-trick": ("@APPLY@", "setmetatable(_G, nil)"),
    "string-metatable": ("@LEGAL@", "getmetatable('').__index = nil"),
    "non-string-error": ("@APPLY@", "error({ 1, 2 })"),
    "illegal-action": ("@LEGAL@", "out[#out + 1] = 999"),
    "malformed-action": ("@LEGAL@", "out[1] = 'first'"),
    "hidden-card-read": ("@HEURISTIC@", "for c = 1, 12 do local r = k.rule(c, 'rank') end"),
    "global-state": ("@APPLY@", "moves = (moves or 0) + 1"),
    "kernel-overwrite": ("@APPLY@", "k.move = nil"),
    "pairs-of-functions": ("@LEGAL@", "for key in pairs({ [print or tostring] = 1 }) do end"),
    "finish-without-returns": ("@APPLY@", "k.finish({})"),
    "shuffle-twice": ("@SETUP@", "k.shuffle('deck') k.shuffle('deck')"),
}


def script_inputs():
    for script in sorted((ROOT / "cardsets").glob("*/rules/*.lua")):
        yield f"{script.parent.parent.name}-{script.stem}", "-- cards: 52\n" + script.read_text()
    for name, (marker, code) in HOSTILE_LINES.items():
        text = SCRIPT_GAME
        for m in ("@SETUP@", "@LEGAL@", "@APPLY@", "@HEURISTIC@"):
            text = text.replace(m, code if m == marker else "")
        yield f"hostile-{name}", text


IMAGE_KINDS = {".png": 0, ".jpg": 1, ".svg": 2}


def image_inputs():
    """Small images of the test gallery and a few bundled SVGs, each prefixed by its kind byte;
    the gallery's sprite sheet also once per element (kind 3, the element id on the first line)."""
    files = sorted((ROOT / "tests" / "gallery" / "art").iterdir())
    files += sorted((ROOT / "cardsets" / "clashing-blades" / "art").glob("*.svg"))[:4]
    for file in files:
        if file.suffix in IMAGE_KINDS and file.stat().st_size <= 60000:
            yield f"{file.parent.parent.name}-{file.name}", bytes([IMAGE_KINDS[file.suffix]]) + file.read_bytes()
    icons = ROOT / "tests" / "gallery" / "art" / "icons.svg"
    for element in re.findall(r'id="([^"]+)"', icons.read_text()):
        yield f"icons-{element}", bytes([3]) + element.encode() + b"\n" + icons.read_bytes()


for name, content in card_set_inputs():
    write("card_set", name, content)
write("card_set", "minimal", "\n%%\n".join([
    'id = "m"\ntitle = "M"\nversion = "1"\nruleset = "none"\n[card]\nsize = "poker"\n[print]\nback = "back"\n'
    '[templates]\nface = "face"\n[fields]\nname = "string"\nvalue = "integer"\n',
    '[[card]]\nid = "a"\nkind = "face"\nname = "A *b* **c**"\nvalue = 3\n',
    '[[element]]\ntype = "text"\ntext = "{name} {value + 1}"\nwhen = "value > 2"\nfont = "DejaVu Sans"\nsize = 9\n'
    '[[element]]\ntype = "image"\nsrc = "art/spade.svg"\nx = "10%"\ny = "40%"\nwidth = "20mm"\nheight = "20mm"\n',
    '[[element]]\ntype = "rect"\nbleed = true\nfill = "#203040"\n']))
for rules in sorted((ROOT / "cardsets").glob("*/booklet/*.md")):
    write("markdown", f"{rules.parent.parent.name}-{rules.stem}", rules.read_text())
write("markdown", "constructs", "# Title\n\n## Section\n\nText with **bold**, *italic*, `code` and :sword:.\n\n"
      "- one\n- two\n\n1. first\n2. second\n\n> An example of play.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n"
      "![](card:spade-a)\n\n![Cover](art/cover.svg)\n")
for name, content in TEXT_INPUTS.items():
    write("text", name, content)
for name, content in REPLAY_INPUTS.items():
    write("replay", name, content)
for name, content in script_inputs():
    write("script", name, content)
for name, content in image_inputs():
    write("image", name, content)
for po in sorted((ROOT / "cardsets").glob("*/locales/*.po*")):
    write("po", f"{po.parent.parent.name}-{po.name}", po.read_bytes())
write("po", "fuzzy-and-plural", '#, fuzzy\nmsgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
      '#. card: One\n#: cards/cards.toml:3\n#, fuzzy\n#| msgid "Old"\nmsgctxt "one|name"\nmsgid "New :sword: {player}"\n'
      'msgstr "Neu :sword: {player}"\n\nmsgid "a card"\nmsgid_plural "cards"\nmsgstr[0] "Karte"\nmsgstr[1] "Karten"\n\n'
      '#~ msgid "gone"\n#~ msgstr "weg"\n')
