#!/usr/bin/env python3
"""List the C++ functions longer than a limit, longest first.

    scripts/function-lengths.py [--max N] [--fail-above M] [DIR_OR_FILE ...]

A function's length is its lines from the line of its name to its closing brace, blank and
comment lines included (what a reader has to hold). Lambdas and local classes count as part of
the function they sit in; member functions defined inside a class body count on their own.

The scan is lexical, no compiler needed: comments, string and character literals (raw strings
too) and preprocessor lines are blanked, then braces are followed. A brace opens a function body
when the text before it, since the last ';', '{' or '}' of the same level, holds a parameter
list and is neither a namespace, a class, an enum nor an initialiser ('= {...}'); a constructor's
member initialisers ('a_{x}') are stepped over.

--max N (default 120) lists the functions over N lines. --fail-above M makes the exit status 1
when any function is over M lines (the test suite runs it with 120). Default directories: app,
bench, core, database, ui of the source tree.
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DIRS = ["app", "bench", "core", "database", "ui"]
SCOPE_WORDS = re.compile(r"\b(namespace|class|struct|union|enum)\b")
IDENT = re.compile(r"[A-Za-z_~][A-Za-z_0-9:~]*")


def blank(text):
    """The text with comments, literals and preprocessor lines replaced by spaces (newlines kept)."""
    out = []
    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if line_start and c == "#" :
            j = i
            while j < n and not (text[j] == "\n" and text[j - 1] != "\\"):
                j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
            continue
        if c in " \t":
            out.append(c)
            i += 1
            continue
        line_start = c == "\n"
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")) or \
                (c in "uUL8" and re.match(r'(u8|u|U|L)R"', text[i:i + 4]) and
                 (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_"))):
            q = text.index('"', i)
            p = text.index("(", q)
            delim = ")" + text[q + 1:p] + '"'
            j = text.find(delim, p)
            j = n if j < 0 else j + len(delim)
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'" and not (c == "'" and i > 0 and text[i - 1].isalnum()):
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(" " * (j - i))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def top_level(head, opener, closer):
    """The head with everything inside opener/closer pairs removed."""
    depth, out = 0, []
    for c in head:
        if c == opener:
            depth += 1
        elif c == closer:
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(c)
    return "".join(out)


def classify(head):
    """'scope' (namespace, class, extern "C"), 'function', or 'other' for the text before a '{'."""
    flat = top_level(head, "(", ")")
    if SCOPE_WORDS.search(top_level(flat, "<", ">")) and "=" not in flat:
        return "scope"
    if re.fullmatch(r"\s*extern\s*", head):
        return "scope"
    if "(" not in head or "=" in top_level(flat, "<", ">").replace("==", "").replace("operator=", ""):
        return "other"
    return "function"


def function_name(head):
    """The qualified name before the parameter list of a function head."""
    depth = 0
    for i, c in enumerate(head):
        if c == "(" and depth == 0:
            before = head[:i].rstrip()
            m = re.search(r"(operator\s*\S+|[A-Za-z_~][A-Za-z_0-9:~<>,\s]*?)$", before)
            name = m.group(1) if m else before
            return re.sub(r"\s+", " ", name.split()[-1] if " " in name and "operator" not in name else name).strip()
        if c in "<":
            depth += 1
        elif c == ">":
            depth = max(0, depth - 1)
    return head.strip()[:40]


def in_initialiser_list(head):
    """True when the head is a constructor's parameter list followed by ':' member initialisers."""
    open_at = head.find("(")
    if open_at < 0:
        return False
    depth = 0
    for j in range(open_at, len(head)):
        depth += {"(": 1, ")": -1}.get(head[j], 0)
        if depth == 0:
            return ":" in head[j + 1:].replace("::", "")
    return False


def functions(text):
    """(name, first line, last line) of each function body in the (blanked) text."""
    found = []
    stack = []  # one entry per open brace: 'scope', 'function', 'other'
    head_start = 0
    i, n = 0, len(text)
    fn_start = None
    while i < n:
        c = text[i]
        in_function = any(k == "function" for k in stack)
        if c == "{":
            if in_function:
                stack.append("other")
            else:
                head = text[head_start:i]
                kind = classify(head)
                if kind == "function" and in_initialiser_list(head) and re.search(r"[A-Za-z_0-9>]\s*$", head) \
                        and not re.search(r"\b(const|noexcept|override|final|mutable)\s*$", head):
                    # a member initialiser 'a_{x}': step over its braces, stay in the head
                    depth, j = 0, i
                    while j < n:
                        if text[j] == "{":
                            depth += 1
                        elif text[j] == "}":
                            depth -= 1
                            if depth == 0:
                                break
                        j += 1
                    i = j + 1
                    continue
                stack.append(kind)
                if kind == "function":
                    name_at = head_start + len(head) - len(head.lstrip())
                    paren = head.find("(")
                    name_line = text.count("\n", 0, head_start + paren) + 1
                    fn_start = (function_name(head), name_line, name_at)
                head_start = i + 1
        elif c == "}":
            kind = stack.pop() if stack else "scope"
            if kind == "function" and not any(k == "function" for k in stack):
                end_line = text.count("\n", 0, i) + 1
                found.append((fn_start[0], fn_start[1], end_line))
            if not any(k == "function" for k in stack):
                head_start = i + 1
        elif c == ";" and not in_function:
            head_start = i + 1
        elif c == ":" and not in_function and re.search(r"\b(public|private|protected|signals|slots)\s*$", text[head_start:i]):
            head_start = i + 1
        i += 1
    return found


def sources(paths):
    for p in paths:
        if os.path.isfile(p):
            yield p
            continue
        for d, dirs, files in os.walk(p):
            dirs.sort()
            for f in sorted(files):
                if f.endswith((".cpp", ".h", ".hpp", ".cc")):
                    yield os.path.join(d, f)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--max", type=int, default=120, help="list functions over this many lines")
    ap.add_argument("--fail-above", type=int, default=None, help="exit 1 if any function is longer")
    args = ap.parse_args()
    paths = args.paths or [os.path.join(ROOT, d) for d in DEFAULT_DIRS]
    rows = []
    for path in sources(paths):
        with open(path, encoding="utf-8", errors="replace") as f:
            text = blank(f.read())
        for name, first, last in functions(text):
            rows.append((last - first + 1, os.path.relpath(path, ROOT), first, name))
    rows.sort(key=lambda r: (-r[0], r[1], r[2]))
    over = [r for r in rows if r[0] > args.max]
    for length, path, line, name in over:
        print(f"{length:5d}  {path}:{line}  {name}")
    print(f"{len(rows)} functions scanned, {len(over)} over {args.max} lines", file=sys.stderr)
    if args.fail_above is not None:
        worst = [r for r in rows if r[0] > args.fail_above]
        if worst:
            print(f"{len(worst)} function(s) over {args.fail_above} lines: split them by idea", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
