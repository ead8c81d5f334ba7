#!/bin/sh
# Prints one line that names this machine's CPU for a benchmark table:
# the model string, family/model/stepping (a virtual machine may show a
# bare "AMD EPYC"), and the Gather Data Sampling state, which decides
# how fast Intel's gathers are.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

field ()
{
  sed -n "s/^$1[[:space:]]*: //p" /proc/cpuinfo 2>/dev/null | head -n 1
}
gds=$(cat /sys/devices/system/cpu/vulnerabilities/gather_data_sampling \
      2>/dev/null || echo unknown)
echo "$(field 'model name') (family $(field 'cpu family'), model $(field model), stepping $(field stepping)); gather data sampling: $gds"
