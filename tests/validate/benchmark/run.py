#!/usr/bin/env python3
# run.py: the validator benchmark. Builds every broken variant of benchmark.toml (a copy of one
# bundled set with one textual edit), runs `deckwright validate` on it and on the five bundled sets
# (the negatives), and prints recall per kind of mistake and per expected category, and the false
# alarms: errors on a bundled set, and errors that blame a card the variant did not break.
import argparse
import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
REPORTED = ("error", "warning")  # a note is not a verdict a designer acts on


def apply_edit(folder: Path, edit: dict, variant: str) -> None:
    path = folder / edit["file"]
    text = path.read_text(encoding="utf-8")
    start = 0
    if "anchor" in edit:
        start = text.find(edit["anchor"])
        if start < 0:
            sys.exit(f"{variant}: anchor {edit['anchor']!r} not found in {edit['file']}")
    at = text.find(edit["find"], start)
    if at < 0:
        sys.exit(f"{variant}: {edit['find']!r} not found in {edit['file']} after its anchor")
    path.write_text(text[:at] + edit["replace"] + text[at + len(edit["find"]):], encoding="utf-8")


def build_variant(variant: dict, work: Path) -> Path:
    folder = work / variant["id"]
    if folder.exists():
        shutil.rmtree(folder)
    shutil.copytree(ROOT / "cardsets" / variant["base"], folder,
                    ignore=shutil.ignore_patterns("*.png", "locales"))
    for edit in variant["edit"]:
        apply_edit(folder, edit, variant["id"])
    return folder


def validate(deckwright: str, folder: Path, args) -> tuple[int, list]:
    work = Path(args.work)
    report = work / (folder.name + "-report.json")
    command = [deckwright, "validate", str(folder), "--json", str(report), "--no-pdf", "-q", "--no-render",
               "--jobs", str(args.jobs), "--out", str(work / "out")]
    command += ["--static-only"] if args.static_only else ["--games", str(args.games)]
    report.unlink(missing_ok=True)  # never score a report of an earlier run
    run = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if run.returncode == 2 or not report.exists():
        return run.returncode, [{"severity": "error", "category": "bad-input", "card": "", "message": run.stderr.strip()}]
    findings = json.loads(report.read_text(encoding="utf-8"))["findings"]
    return run.returncode, findings


def expected_cards(variant: dict) -> list:
    card = variant.get("card", "")
    return card if isinstance(card, list) else [card]


def judge(variant: dict, findings: list) -> tuple[bool, list]:
    cards = expected_cards(variant)
    reported = [f for f in findings if f["severity"] in REPORTED]
    caught = any(f["category"] == variant["category"] and (f.get("card") or "") in cards for f in reported)
    # A wrong card: an error that names a card the variant did not break.
    wrong = [f for f in findings if f["severity"] == "error" and f.get("card") and f["card"] not in cards]
    return caught, wrong


def table(title: str, rows: dict) -> str:
    out = [f"| {title} | variants | caught | recall |", "|---|---:|---:|---:|"]
    total = caught = 0
    for key in sorted(rows):
        n, c = rows[key]
        total += n
        caught += c
        out.append(f"| {key} | {n} | {c} | {100.0 * c / n:.0f} % |")
    out.append(f"| **all** | {total} | {caught} | {100.0 * caught / total if total else 0:.0f} % |")
    return "\n".join(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deckwright", default=str(ROOT / "build/release/deckwright"))
    parser.add_argument("--manifest", default=str(HERE / "benchmark.toml"))
    parser.add_argument("--work", default=str(ROOT / "build/benchmark"))
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--static-only", action="store_true", help="only the variants a static check must catch, without play")
    parser.add_argument("--only", nargs="*", default=[], help="variant ids to run")
    parser.add_argument("--play-only", action="store_true", help="only the variants that need play")
    parser.add_argument("--skip-negatives", action="store_true", help="do not validate the bundled sets")
    parser.add_argument("--require-all", action="store_true", help="exit 1 unless every variant run is caught and no negative has an error")
    args = parser.parse_args()

    manifest = tomllib.loads(Path(args.manifest).read_text(encoding="utf-8"))
    variants = manifest["variant"]
    if args.static_only:
        variants = [v for v in variants if v.get("static", False)]
    if args.play_only:
        variants = [v for v in variants if not v.get("static", False)]
    if args.only:
        variants = [v for v in variants if v["id"] in args.only]
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)

    by_kind, by_category, missed, wrong_cards = {}, {}, [], []
    for v in variants:
        folder = build_variant(v, work)
        _, findings = validate(args.deckwright, folder, args)
        caught, wrong = judge(v, findings)
        for rows, key in ((by_kind, v["kind"]), (by_category, v["category"])):
            n, c = rows.get(key, (0, 0))
            rows[key] = (n + 1, c + int(caught))
        seen = sorted({f"{f['category']} {f.get('card') or '-'}" for f in findings if f["severity"] in REPORTED})
        print(f"{'caught' if caught else 'MISSED'}  {v['id']}: want {v['category']} {'/'.join(expected_cards(v)) or '-'}; got {', '.join(seen) or 'nothing'}", flush=True)
        if not caught:
            missed.append(v["id"])
        wrong_cards += [(v["id"], f) for f in wrong]

    false_alarms = []
    if not args.skip_negatives:
        for base in manifest["negatives"]["sets"]:
            _, findings = validate(args.deckwright, ROOT / "cardsets" / base, args)
            errors = [f for f in findings if f["severity"] == "error"]
            warnings = [f for f in findings if f["severity"] == "warning"]
            print(f"{'clean ' if not errors else 'ALARM '}  {base}: {len(errors)} errors, {len(warnings)} warnings"
                  + "".join(f"\n        {f['category']} {f.get('card') or '-'}: {f['message']}" for f in errors + warnings), flush=True)
            false_alarms += [(base, f) for f in errors]

    print()
    print(table("kind of mistake", by_kind))
    print()
    print(table("expected category", by_category))
    print()
    print(f"false alarms: {len(false_alarms)} errors on bundled sets; {len(wrong_cards)} errors naming a card the variant did not break")
    for variant, f in wrong_cards:
        print(f"  {variant}: {f['category']} {f['card']}: {f['message']}")
    if missed:
        print("missed: " + ", ".join(missed))
    if args.require_all and (missed or false_alarms):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
