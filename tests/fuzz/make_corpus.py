#!/usr/bin/env python3
"""make_corpus: writes the seed corpora of the fuzz targets from the bundled card sets and the
test fixtures (run from the repository root; the output is checked in under tests/fuzz/corpus/).
A card_set input is set.toml, a card file, a face and a back template joined by lines "%%"."""
import pathlib
import re

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


def write(target, name, content):
    path = OUT / target / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)


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
for name, content in image_inputs():
    write("image", name, content)
for po in sorted((ROOT / "cardsets").glob("*/locales/*.po*")):
    write("po", f"{po.parent.parent.name}-{po.name}", po.read_bytes())
write("po", "fuzzy-and-plural", '#, fuzzy\nmsgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
      '#. card: One\n#: cards/cards.toml:3\n#, fuzzy\n#| msgid "Old"\nmsgctxt "one|name"\nmsgid "New :sword: {player}"\n'
      'msgstr "Neu :sword: {player}"\n\nmsgid "a card"\nmsgid_plural "cards"\nmsgstr[0] "Karte"\nmsgstr[1] "Karten"\n\n'
      '#~ msgid "gone"\n#~ msgstr "weg"\n')
