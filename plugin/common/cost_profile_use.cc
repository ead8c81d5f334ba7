/* Finding, reading and checking the calibration profile.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "cost_profile_use.h"

namespace {

/* The profile read, its file, and the processor it tunes for; TUNE is
   PROCESSOR_max while none applies.  */
vs_profile profile;
std::string profile_file;
std::string in_use_text;
bool have_profile;
/* Where the profile came from: an argument or $VSHAPE_PROFILE (whose
   refusals are noted), or nowhere yet (look in the configuration
   folder once the tuning is known), or "none".  */
enum { FROM_NOWHERE, FROM_USER, FROM_NONE } origin;
processor_type profile_tune = PROCESSOR_max;
const char *gcc_basever;

/* Read FILE into *TEXT; false with errno set when it cannot be.  */
bool
read_file (const std::string &file, std::string *text)
{
  FILE *f = fopen (file.c_str (), "rb");
  if (!f)
    return false;
  char buf[4096];
  size_t n;
  while ((n = fread (buf, 1, sizeof buf, f)) > 0 && text->size () < 65536)
    text->append (buf, n);
  bool ok = !ferror (f);
  int saved = errno;
  fclose (f);
  errno = saved;
  return ok;
}

/* Read and parse FILE (WHAT says where its name came from, for
   messages); an error when it cannot be read or is malformed.  A
   profile for another GCC version is noted and not kept.  */
bool
read_profile (const std::string &file, const char *what)
{
  std::string text;
  if (!read_file (file, &text))
    {
      error ("vshape: cannot read profile %qs%s: %s", file.c_str (), what,
	     xstrerror (errno));
      return false;
    }
  vs_profile_error fault;
  if (!vs_profile_parse (text.data (), text.size (), &profile, &fault))
    {
      if (fault.line)
	error ("vshape: profile %s:%u: %s", file.c_str (), fault.line,
	       fault.message);
      else
	error ("vshape: profile %s: %s", file.c_str (), fault.message);
      return false;
    }
  profile_file = file;
  if (strcmp (profile.gcc_version, gcc_basever) != 0)
    {
      inform (UNKNOWN_LOCATION,
	      "vshape: profile %qs is for GCC %s, not GCC %s: not used; "
	      "the built-in corrections apply", file.c_str (),
	      profile.gcc_version, gcc_basever);
      return true;
    }
  have_profile = true;
  return true;
}

/* The processor whose tuning -mtune=NAME selects (NAME may be one of
   several names of a processor, as raptorlake is alderlake's), or
   PROCESSOR_max.  */
processor_type
processor_named (const char *name)
{
  for (int p = 0; p < PROCESSOR_max; p++)
    if (processor_names[p] && strcmp (processor_names[p], name) == 0)
      return (processor_type) p;
  for (unsigned i = 0; i < pta_size; i++)
    if (strcmp (processor_alias_table[i].name, name) == 0)
      return processor_alias_table[i].processor;
  return PROCESSOR_max;
}

/* This compilation's -mtune name, as gcc -Q --help=target prints it.  */
const char *
tune_name ()
{
  return ix86_tune_string ? ix86_tune_string : processor_names[ix86_tune];
}

/* The profile of the configuration folder for this GCC and TUNE.  */
std::string
default_profile_file (const char *tune)
{
  const char *xdg = getenv ("XDG_CONFIG_HOME");
  const char *home = getenv ("HOME");
  std::string dir;
  if (xdg && *xdg == '/')
    dir = xdg;
  else if (home && *home)
    dir = std::string (home) + "/.config";
  else
    return "";
  return dir + "/vshape/" + gcc_basever + "-" + tune + ".profile";
}

/* At the start of a unit, once GCC knows the tuning: the profile of the
   configuration folder when none was named, and whether the profile's
   tuning is this unit's.  */
void
check_tune (void *, void *)
{
  if (!optimize || origin == FROM_NONE)
    return;
  if (origin == FROM_NOWHERE && !have_profile && profile_file.empty ())
    {
      std::string file = default_profile_file (tune_name ());
      if (file.empty () || access (file.c_str (), F_OK) != 0)
	return;
      if (!read_profile (file, "") || !have_profile)
	return;
    }
  if (!have_profile || profile_tune != PROCESSOR_max)
    return;
  profile_tune = processor_named (profile.tune);
  if (profile_tune == PROCESSOR_max)
    {
      error ("vshape: profile %s: tuning %qs is not one GCC %s knows",
	     profile_file.c_str (), profile.tune, gcc_basever);
      have_profile = false;
      return;
    }
  if (profile_tune != ix86_tune)
    inform (UNKNOWN_LOCATION,
	    "vshape: profile %qs is for %<-mtune=%s%>, and this "
	    "compilation tunes for %qs: not used; the built-in corrections "
	    "apply",
	    profile_file.c_str (), profile.tune, tune_name ());
  std::string corrections;
  for (int c = 0; c < VS_PROFILE_NCORRECTIONS; c++)
    if (profile.percent[c])
      corrections += std::string (corrections.empty () ? "" : ", ")
		     + vs_profile_correction_key ((vs_profile_correction) c)
		     + " " + std::to_string (profile.percent[c]) + "%";
  in_use_text = profile_file + " ("
		+ (corrections.empty () ? "no corrections" : corrections)
		+ ")";
}

/* Whether a profile applies to the function being compiled: one was
   read for this GCC, and the function tunes for its processor.  */
bool
profile_applies ()
{
  return have_profile && profile_tune == ix86_tune;
}

} // namespace

bool
vshape_load_cost_profile (const char *plugin_name, const char *arg,
			  const char *basever)
{
  gcc_basever = basever;
  register_callback (plugin_name, PLUGIN_START_UNIT, check_tune, NULL);
  if (arg && strcmp (arg, "none") == 0)
    {
      origin = FROM_NONE;
      return true;
    }
  if (arg)
    {
      origin = FROM_USER;
      return read_profile (arg, "");
    }
  const char *env = getenv ("VSHAPE_PROFILE");
  if (env && *env)
    {
      origin = FROM_USER;
      return read_profile (env, " ($VSHAPE_PROFILE)");
    }
  origin = FROM_NOWHERE;
  return true;
}

int
vshape_profile_percent (enum vs_profile_correction c)
{
  return profile_applies () ? profile.percent[c] : 0;
}

const char *
vshape_profile_in_use (void)
{
  return profile_applies () ? in_use_text.c_str () : NULL;
}
