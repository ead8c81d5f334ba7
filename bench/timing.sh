# The one way bench/ turns times into ratios, sourced by run.sh,
# pairs.sh, calibrate.sh and apps/run.sh.  Builds are timed in rounds
# (every build once, one after the other: alternating pairs for two), so
# that a slow phase of the machine hits all of them; a ratio is the
# median of the rounds' ratios, quoted with its range.  On these noisy
# machines the ratio of two medians read +6% on identical binaries; a
# round's ratio compares neighbouring runs.
#
# Copyright (C) 2026 The vshape authors.
# This file is part of vshape, distributed under GPL-3.0-or-later.

# timing_summary FILE: FILE has one line "A B" per round, the times of
# two builds.  Prints "RATIO LOW HIGH MEDIAN_A MEDIAN_B": the median of
# the ratios A/B, the least and the greatest of them, and the medians of
# A and B.  The median of an even count is the mean of the middle two.
# Prints nothing for an empty FILE; FILE - is the standard input.
timing_summary ()
{
  awk '
    function median (a, n,   i, j, t) {
      for (i = 2; i <= n; i++)
	for (j = i; j > 1 && a[j - 1] > a[j]; j--) {
	  t = a[j]; a[j] = a[j - 1]; a[j - 1] = t
	}
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
    }
    NF >= 2 && $2 + 0 > 0 { n++; r[n] = $1 / $2; a[n] = $1; b[n] = $2 }
    END {
      if (!n) exit
      m = median(r, n); ma = median(a, n); mb = median(b, n)
      printf "%.3f %.3f %.3f %s %s\n", m, r[1], r[n], ma, mb
    }' "$1"
}

# timing_compare A_TIMES B_TIMES: timing_summary of two builds whose
# times are one per line, in round order, in each file.
timing_compare ()
{
  paste -d ' ' "$1" "$2" | timing_summary -
}
