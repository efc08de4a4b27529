#!/usr/bin/env python3
"""Validates XML files against an XSD (libxml2, through lxml).

    python3 infra/xsd_check.py SCHEMA.xsd FILE.xml [FILE.xml ...]

Sanduq's reports to the FIU are checked against shared/compliance/src/goaml-subset.xsd in
the tests; an FIU's full goAML schema can be given instead (docs/compliance.md). Prints one
line per file; exits 1 when any file is invalid."""
import sys

from lxml import etree


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    schema = etree.XMLSchema(etree.parse(argv[1]))
    bad = 0
    for path in argv[2:]:
        doc = etree.parse(path)
        if schema.validate(doc):
            print(f"{path}: valid")
        else:
            bad += 1
            for e in schema.error_log:
                print(f"{path}:{e.line}: {e.message}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
