#!/usr/bin/env python3
# See LICENSE file for copyright and license details.
"""Small helper for the anchor benchmarks (a measuring aid; not product code).

Grid text format: one row per line, '#' = block, '.' = empty, a-z/A-Z = prefilled.

  xw.py slots GRID                 -> print slot count / lengths
  xw.py qxd GRID [--unique] [--random N]  -> Qxw batch deck on stdout
  xw.py phil GRID                  -> Phil/xwsolve grid ('.'=block, ' '=empty) on stdout
  xw.py qxwout GRID QXWOUTPUT      -> render qxw -b output as a grid, validate
  xw.py check GRID FILLED WORDLIST -> verify a filled grid: all slots in list, no dupes
"""
import sys


def load(path):
    rows = [l.rstrip('\n') for l in open(path) if l.strip('\n') != '']
    w = max(len(r) for r in rows)
    return [r.ljust(w, '#') for r in rows]


def runs(line):
    """(start, end) of each run of two or more cells of line that are not '#'."""
    out, c = [], 0
    while c < len(line):
        if line[c] == '#':
            c += 1
            continue
        s = c
        while c < len(line) and line[c] != '#':
            c += 1
        if c - s >= 2:
            out.append((s, c))
    return out


def slots(g):
    cols = [''.join(row[c] for row in g) for c in range(len(g[0]))]
    return ([('A', [(r, x) for x in range(s, e)])
             for r, row in enumerate(g) for s, e in runs(row)] +
            [('D', [(y, c) for y in range(s, e)])
             for c, col in enumerate(cols) for s, e in runs(col)])


def name(rc):
    return 'r%02dc%02d' % rc


def main():
    cmd, path = sys.argv[1], sys.argv[2]
    g = load(path)
    S = slots(g)
    if cmd == 'slots':
        lens = sorted(len(c) for _, c in S)
        cells = sum(ch != '#' for row in g for ch in row)
        print('size %dx%d slots %d open_cells %d blocks %d minlen %d maxlen %d' % (
            len(g), len(g[0]), len(S), cells, len(g) * len(g[0]) - cells, lens[0], lens[-1]))
    elif cmd == 'qxd':
        args = sys.argv[3:]
        if '--random' in args:
            print('.RANDOM %s' % args[args.index('--random') + 1])
        if '--unique' in args:
            print('.UNIQUE 1')
        for d, cells in S:
            line = ' '.join(name(rc) for rc in cells)
            pat = ''.join(g[r][c].upper() if g[r][c] not in '.#' else '.' for r, c in cells)
            if any(ch != '.' for ch in pat):
                line += ' =' + pat
            print(line)
    elif cmd == 'phil':
        for row in g:
            print(''.join('.' if ch == '#' else (' ' if ch == '.' else ch.upper()) for ch in row))
    elif cmd == 'qxwout':
        out = [l.rstrip('\n') for l in open(sys.argv[3])]
        words = [l.split(' ', 1)[1] for l in out if l.startswith('W')]
        grid = [list(row) for row in g]
        for (d, cells), wd in zip(S, words):
            for (r, c), ch in zip(cells, wd):
                grid[r][c] = ch
        for row in grid:
            print(''.join(row))
    elif cmd == 'check':
        filled = load(sys.argv[3])
        wl = set(l.split(';')[0].strip().lower() for l in open(sys.argv[4]))
        bad, seen, dup = [], set(), []
        for d, cells in S:
            wd = ''.join(filled[r][c] for r, c in cells).lower()
            seeded = all(g[r][c] not in '.#' for r, c in cells)
            if wd not in wl and not seeded:
                bad.append(wd)
            if wd in seen:
                dup.append(wd)
            seen.add(wd)
        print('slots %d not_in_list %d dupes %d %s %s' % (len(S), len(bad), len(dup), bad[:5], dup[:5]))
        sys.exit(1 if bad or dup else 0)


if __name__ == '__main__':
    main()
