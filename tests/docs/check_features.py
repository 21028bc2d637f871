#!/usr/bin/env python3
"""Reads docs/features.md against the repository, so that it stays true.

Every row of the feature tables must have an ID of its own; every path it
cites (in backquotes) must exist; every test named in quotes after a test
file must be in that file (a name may end in an ellipsis, "Swap…"); and a
feature marked **Not yet** may cite no source file, since a feature that is
not built has none. Prints one line per problem and exits 1 if there is any.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else pathlib.Path(__file__).parents[2]
TOP_FOLDERS = ("src", "include", "tests", "docs", "scripts", "po", "resources", "cmake")
PATH = re.compile(r"`((?:%s)/[^`\s]*)`" % "|".join(TOP_FOLDERS))
TEST_FILE_AND_NAMES = re.compile(r"`(tests/[^`]+)`\s*\(([^()]*)\)")


def problems(text):
    seen = set()
    rows = [line for line in text.splitlines() if re.match(r"\| [RMGPE]\d+ \|", line)]
    if not rows:
        yield "no feature rows found"
    for line in rows:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        feature = cells[0]
        if feature in seen:
            yield f"{feature}: the ID is used twice"
        seen.add(feature)
        not_yet = "**Not yet" in line
        for path in PATH.findall(line):
            if "…" in path or "*" in path:
                continue
            if not (ROOT / path).exists():
                yield f"{feature}: cites {path}, which does not exist"
            elif not_yet and path.startswith(("src/", "include/")):
                yield f"{feature}: marked Not yet, but cites the source file {path}"
        for match in TEST_FILE_AND_NAMES.finditer(cells[-1]):
            test_file = ROOT / match.group(1)
            if not test_file.is_file():
                continue
            source = test_file.read_text(encoding="utf-8")
            for name in re.findall(r'"([^"]+)"', match.group(2)):
                start = name.split("…")[0].strip()
                if start and start not in source:
                    yield f"{feature}: no test \"{start}\" in {match.group(1)}"


def main():
    found = list(problems((ROOT / "docs" / "features.md").read_text(encoding="utf-8")))
    for problem in found:
        print(f"docs/features.md: {problem}")
    if not found:
        print("docs/features.md agrees with the repository")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
