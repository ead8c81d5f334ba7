#!/bin/sh
# Install, on Debian 12 (as root), the packages vshape needs to build and
# test: the GCC it plugs into with its plugin headers and source (for the
# dg test libraries) and its gfortran (the Fortran tests), GCC 11
# likewise (CI builds and tests the plugin for both), the Autotools, DejaGnu and Texinfo, curl for `make
# check-sqlite', and debootstrap for the root of GCC 13 to 16
# (scripts/gcc-root.sh).  Installs only what is missing.
set -e

major=12
if command -v gcc >/dev/null 2>&1; then
  major=$(gcc -dumpversion | sed 's/\..*//')
fi
packages="make gcc g++ gcc-$major g++-$major gcc-$major-plugin-dev gcc-$major-source
          gfortran-$major
          gcc-11 g++-11 gcc-11-plugin-dev gcc-11-source gfortran-11
          autoconf automake libtool dejagnu texinfo curl ca-certificates debootstrap"

missing=
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
    missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" != 0 ]; then
  echo "install-deps: missing packages:$missing; run as root or apt-get install them" >&2
  exit 1
fi
echo "install-deps: installing$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends $missing >/dev/null
