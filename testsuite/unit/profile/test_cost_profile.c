/* Unit tests of the calibration profile reader (src/profile).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <string.h>

#include "cost_profile.h"
#include "unit_check.h"

static struct vs_profile p;
static struct vs_profile_error err;

static int
parse (const char *text)
{
  return vs_profile_parse (text, strlen (text), &p, &err);
}

/* Whether TEXT is refused at LINE with a message holding WORDS.  */
static int
refused (const char *text, unsigned line, const char *words)
{
  return !parse (text) && err.line == line && strstr (err.message, words);
}

#define HEAD "vshape-profile 1\ngcc-version 16.2.0\ntune znver4\n"

int
main (void)
{
  UNIT_CHECK (parse ("# written by vshape-calibrate\n\nvshape-profile 1\n"
		     "cpu AMD EPYC (family 25, model 17)\n"
		     "compiler gcc-16 (Debian 16.2.0-1) 16.2.0\n"
		     "gcc-version 16.2.0\n  tune\tznver4  \r\n"
		     "gather 225\nmasked-gather 180\nscatter 150\n"
		     "masked-scatter 1000\nsweep 90\nindexed-load 250\n"
		     "# end\n"),
	      "a whole profile is read");
  UNIT_CHECK (strcmp (p.cpu, "AMD EPYC (family 25, model 17)") == 0
	      && strcmp (p.compiler, "gcc-16 (Debian 16.2.0-1) 16.2.0") == 0,
	      "text values keep their inner blanks");
  UNIT_CHECK (strcmp (p.gcc_version, "16.2.0") == 0
	      && strcmp (p.tune, "znver4") == 0,
	      "blanks, tabs and a carriage return around a value are dropped");
  UNIT_CHECK (p.percent[VS_PROFILE_GATHER] == 225
	      && p.percent[VS_PROFILE_MASKED_GATHER] == 180
	      && p.percent[VS_PROFILE_SCATTER] == 150
	      && p.percent[VS_PROFILE_MASKED_SCATTER] == 1000
	      && p.percent[VS_PROFILE_SWEEP] == 90
	      && p.percent[VS_PROFILE_INDEXED_LOAD] == 250,
	      "each correction is read");
  UNIT_CHECK (parse (HEAD) && p.percent[VS_PROFILE_GATHER] == 0
	      && !p.cpu[0],
	      "corrections and descriptions are optional");
  UNIT_CHECK (parse (HEAD "gather 1") && p.percent[VS_PROFILE_GATHER] == 1,
	      "a last line without a newline is read");
  UNIT_CHECK (strcmp (vs_profile_correction_key (VS_PROFILE_MASKED_SCATTER),
		      "masked-scatter") == 0,
	      "the keys of the corrections");
  UNIT_CHECK (strcmp (vs_profile_correction_key (VS_PROFILE_INDEXED_LOAD),
		      "indexed-load") == 0
	      && strcmp (vs_profile_correction_key (VS_PROFILE_SWEEP),
			 "sweep") == 0,
	      "the keys of the sweep and predicated corrections");
  UNIT_CHECK (parse (HEAD "emulated-gather 125\ngrouped-load 1\n"
		     "scatter-8-byte 80\n")
	      && p.percent[VS_PROFILE_EMULATED_GATHER] == 125
	      && p.percent[VS_PROFILE_GROUPED_LOAD] == 1
	      && p.percent[VS_PROFILE_SCATTER_8_BYTE] == 80
	      && strcmp (vs_profile_correction_key (VS_PROFILE_SCATTER_8_BYTE),
			 "scatter-8-byte") == 0
	      && strcmp (vs_profile_correction_key (VS_PROFILE_GROUPED_LOAD),
			 "grouped-load") == 0,
	      "the corrections calibrate does not measure are read too");
  UNIT_CHECK (parse (HEAD "indexed-load 300\nindexed-load-step 100\n")
	      && p.percent[VS_PROFILE_INDEXED_LOAD] == 300
	      && p.percent[VS_PROFILE_INDEXED_LOAD_STEP] == 100
	      && strcmp (vs_profile_correction_key
			 (VS_PROFILE_INDEXED_LOAD_STEP),
			 "indexed-load-step") == 0,
	      "the step of the indexed-load surcharge is read");

  UNIT_CHECK (refused ("", 0, "empty"), "an empty file is refused");
  UNIT_CHECK (refused ("# only\n\n", 0, "empty"),
	      "a file of comments is refused");
  UNIT_CHECK (refused ("gcc-version 16.2.0\n", 1, "not a vshape profile"),
	      "the header comes first");
  UNIT_CHECK (refused ("\n\nvshape-profile 2\n", 3, "format '2'"),
	      "another format version is refused at its line");
  UNIT_CHECK (refused ("vshape-profile 1\ntune znver4\n", 0, "gcc-version"),
	      "a profile without gcc-version is refused");
  UNIT_CHECK (refused ("vshape-profile 1\ngcc-version 12.2.0\n", 0, "'tune'"),
	      "a profile without tune is refused");
  UNIT_CHECK (refused (HEAD "gather 250\nscatter 150\ngather 200\n", 6,
		       "'gather' given twice"),
	      "a key given twice is refused at its second line");
  UNIT_CHECK (refused (HEAD "tune haswell\n", 4, "'tune' given twice"),
	      "a text key given twice is refused");
  UNIT_CHECK (refused (HEAD "gather 0\n", 4, "from 1 to 1000, not '0'"),
	      "a percentage of 0 is refused");
  UNIT_CHECK (refused (HEAD "gather 1001\n", 4, "not '1001'"),
	      "a percentage above 1000 is refused");
  UNIT_CHECK (refused (HEAD "scatter 12.5\n", 4, "not '12.5'"),
	      "a fraction is refused");
  UNIT_CHECK (refused (HEAD "scatter -5\n", 4, "not '-5'"),
	      "a negative percentage is refused");
  UNIT_CHECK (refused (HEAD "masked-gather\n", 4, "not ''"),
	      "a correction without a value is refused");
  UNIT_CHECK (refused (HEAD "cpu\n", 4, "'cpu' needs a value"),
	      "a text key without a value is refused");
  UNIT_CHECK (refused (HEAD "indexed-load 0\n", 4, "not '0'"),
	      "the predicated correction is a percentage from 1 too");
  UNIT_CHECK (refused (HEAD "sweep 90\nsweep 80\n", 5, "'sweep' given twice"),
	      "the sweep correction given twice is refused");
  UNIT_CHECK (refused (HEAD "gathers 200\n", 4, "unknown key 'gathers'"),
	      "an unknown key is refused, named");
  UNIT_CHECK (refused (HEAD "a-forty-seven-character-key-no-profile-knows-of 1\n",
		       4, "valid keys: cpu, compiler, gcc-version, tune, "
		       "gather, masked-gather, scatter, masked-scatter, sweep, "
		       "indexed-load, indexed-scalar-load, emulated-gather, "
		       "grouped-load, scatter-8-byte, indexed-load-step"),
	      "the message names every valid key, after a long unknown one");
  UNIT_CHECK (refused (HEAD "gather 200\n", 0, "") == 0
	      && p.percent[VS_PROFILE_GATHER] == 200,
	      "a good line is not a fault");

  char longline[400] = HEAD "cpu ";
  size_t n = strlen (longline);
  memset (longline + n, 'x', 200);
  longline[n + 200] = 0;
  UNIT_CHECK (refused (longline, 4, "longer than"),
	      "an overlong value is refused");
  const char nul[] = "vshape-profile 1\ntune a\0b\n";
  UNIT_CHECK (!vs_profile_parse (nul, sizeof nul - 1, &p, &err)
	      && err.line == 2 && strstr (err.message, "NUL"),
	      "a NUL byte is refused");
  return unit_finish ();
}
