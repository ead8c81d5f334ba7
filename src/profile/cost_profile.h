/* Calibration profiles: the cost corrections vshape-calibrate measured
   on one CPU, for one GCC version and one tuning, read from their text
   form.

   The text is a list of lines "KEY VALUE"; blank lines and lines whose
   first non-blank character is '#' are comments.  The first other line
   is "vshape-profile 1".  Keys:

     cpu TEXT            the CPU measured (for people; optional)
     compiler TEXT       the compiler measured (for people; optional)
     gcc-version X.Y.Z   the GCC version the profile is for (required)
     tune NAME           the tuning (-mtune) it is for (required)
     gather N            percentages of the tuning tables' price that an
     masked-gather N     instruction of each kind really costs beside the
     scatter N           loads, stores and shuffles that replace it, each
     masked-scatter N    optional, a whole number from 1 to 1000
     sweep N             percentage of its priced cost that a SOA sweep
                         of a private's data-dependent writes really
                         costs beside the scatters it replaces
     indexed-load N      what each element read through an index adds
                         to a predicated loop's vector body, in
                         percent of a scalar load (200: two loads)
     indexed-scalar-load N   the same for an element read by a scalar
                         load (a group's lane, GCC's emulated gather)
                         instead of a gather instruction
     emulated-gather N   percentage of the tables' price that GCC's
                         emulation of a gather (scalar loads of each
                         element) really costs beside a group's loads
     grouped-load N      what each element a VLS group reads through an
                         index adds to a predicated loop's vector body,
                         in percent of a scalar load (without it, the
                         indexed-scalar-load surcharge)
     scatter-8-byte N    the scatter correction for a scatter of 8-byte
                         elements (double, int64) that a VLS group's
                         lane stores would replace (without it, scatter)
     indexed-load-step N what indexed-load grows by, in percent of a
                         scalar load, for each read beyond the first
                         that the loop makes with a gather instruction
                         (a step's gathers overlap with its other work
                         while they are few, and queue when many)

   vshape-calibrate measures the first six; the last five are read as
   written (the plugin's built-in corrections have them too,
   builtin_corrections.h).

   Each key appears at most once.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_COST_PROFILE_H
#define VSHAPE_COST_PROFILE_H

#include <stddef.h>

/* The corrections a profile can carry.  */
enum vs_profile_correction
{
  VS_PROFILE_GATHER,
  VS_PROFILE_MASKED_GATHER,
  VS_PROFILE_SCATTER,
  VS_PROFILE_MASKED_SCATTER,
  VS_PROFILE_SWEEP,
  VS_PROFILE_INDEXED_LOAD,
  VS_PROFILE_INDEXED_SCALAR_LOAD,
  VS_PROFILE_EMULATED_GATHER,
  VS_PROFILE_GROUPED_LOAD,
  VS_PROFILE_SCATTER_8_BYTE,
  VS_PROFILE_INDEXED_LOAD_STEP,
  VS_PROFILE_NCORRECTIONS
};

#define VS_PROFILE_TEXT_MAX 160
#define VS_PROFILE_PERCENT_MAX 1000

struct vs_profile
{
  char cpu[VS_PROFILE_TEXT_MAX];
  char compiler[VS_PROFILE_TEXT_MAX];
  char gcc_version[VS_PROFILE_TEXT_MAX];
  char tune[VS_PROFILE_TEXT_MAX];
  /* Percent of the tables' price, 0 where the profile has none.  */
  int percent[VS_PROFILE_NCORRECTIONS];
};

/* What is wrong with a profile's text: the line (from 1; 0 when the
   fault is the file as a whole, such as a missing key) and a one-line
   message.  */
struct vs_profile_error
{
  unsigned line;
  char message[VS_PROFILE_TEXT_MAX + 192];
};

/* Read the LEN bytes of TEXT into *PROFILE.  Returns 1 when it is a
   well-formed profile; otherwise 0, with the first fault in *ERROR.  */
int vs_profile_parse (const char *text, size_t len, struct vs_profile *profile,
		      struct vs_profile_error *error);

/* The key of correction C ("gather", "masked-gather", ...).  */
const char *vs_profile_correction_key (enum vs_profile_correction c);

#endif
