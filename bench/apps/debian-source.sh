#!/bin/sh
# Unpack the source of Debian package PACKAGE into DIR (once): adds a
# deb-src entry for the archive and release apt already uses when apt has
# none, and installs dpkg-dev, which apt-get source needs.
#
# Usage: debian-source.sh PACKAGE DIR     prints the unpacked tree's path
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.
set -eu
[ $# -eq 2 ] || { echo "usage: debian-source.sh PACKAGE DIR" >&2; exit 2; }
package=$1 dir=$2
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$dir"

existing=$(find "$dir" -mindepth 1 -maxdepth 1 -type d -name "$package-*" | head -n 1)
if [ -n "$existing" ]; then
  echo "$existing"
  exit 0
fi

if ! grep -rqs '^Types:.*deb-src\|^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d; then
  mirror=$(sh "$here/../../scripts/debian-mirror.sh")
  codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
  cat > /etc/apt/sources.list.d/vshape-deb-src.sources <<EOT
Types: deb-src
URIs: $mirror
Suites: $codename
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOT
  echo "debian-source: added deb-src for $mirror $codename" >&2
  apt-get update -qq >&2
fi
if ! command -v dpkg-source >/dev/null 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dpkg-dev >&2
fi
(cd "$dir" && apt-get source -qq "$package" >&2)
find "$dir" -mindepth 1 -maxdepth 1 -type d -name "$package-*" | head -n 1
