#!/bin/sh
# Print the Debian archive apt uses on this machine (deb822 sources
# first, then the one-line format), so that no script names a host.
# Exits 1 when apt's sources name none.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.
for f in /etc/apt/sources.list.d/*.sources; do
  [ -f "$f" ] || continue
  awk '/^URIs:/ { for (i = 2; i <= NF; i++) if ($i ~ /\/debian\/?$/) { print $i; exit } }' "$f"
done | head -n 1 | grep . && exit 0
cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
  awk '$1 == "deb" { for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\/.*\/debian\/?$/) { print $i; exit } }' |
  head -n 1 | grep . && exit 0
echo "debian-mirror: no Debian archive in apt's sources" >&2
exit 1
